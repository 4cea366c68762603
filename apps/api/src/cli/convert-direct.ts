/**
 * `npm run convert:direct -w @hub/api [-- <shared/data folder>]`: converts the DIRECT 2.0.0 CSV files and
 * sample profiles (default: the nearest `shared/data` beside the repository or a parent) into the shipped framework,
 * profile and training files under src/db/seed/data (docs/adr/0046-direct-three-levels.md). Running it
 * again gives the same bytes.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { convertDirect, DIRECT_OUTPUT_FILES } from '../db/seed/direct/convert.js';
import { directInputsPresent, findSharedData, readDirectInputs } from '../db/seed/direct/read.js';
import { shippedDataDir } from '../db/seed/shipped.js';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

async function main(): Promise<number> {
  const arg = process.argv[2];
  const shared = arg
    ? path.resolve(process.env.INIT_CWD ?? process.cwd(), arg)
    : findSharedData(repositoryRoot);
  if (!shared || !directInputsPresent(shared)) {
    console.error(
      `No DIRECT data under ${shared ?? 'shared/data beside the repository'} (frameworks/direct-2.0.0, profiles/direct-2.0.0-sample-profiles)`,
    );
    return 1;
  }
  const { csv, profiles } = await readDirectInputs(shared);
  const texts = convertDirect(csv, profiles);
  for (const key of Object.keys(DIRECT_OUTPUT_FILES) as (keyof typeof DIRECT_OUTPUT_FILES)[]) {
    const file = path.join(shippedDataDir, DIRECT_OUTPUT_FILES[key]);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, texts[key]);
    console.log(`wrote ${path.relative(process.cwd(), file)}`);
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
