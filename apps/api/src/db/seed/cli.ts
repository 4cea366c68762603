/**
 * `npm run import -- <file.json> [more.json…]`: imports framework files into the configured database
 * (PGlite under ./data by default, PostgreSQL with DATABASE_URL). `--shipped` imports the shipped files.
 * Exit code 1 with every problem and its JSON path when a file is invalid; nothing is changed then.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../config.js';
import { openDatabase } from '../client.js';
import { ImportConflictError, ImportValidationError, importFrameworkText } from './importer.js';
import { listShippedFiles } from './shipped.js';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length === 0 || args.includes('--help')) {
    console.log(
      'Usage: npm run import -- <framework.json> [more.json …]\n       npm run import -- --shipped',
    );
    return args.length === 0 ? 1 : 0;
  }
  const config = loadConfig();
  const files = args.includes('--shipped')
    ? await listShippedFiles()
    : args.map((a) => path.resolve(process.env.INIT_CWD ?? process.cwd(), a));
  const handle = await openDatabase({ url: config.DATABASE_URL, dir: config.PGLITE_DIR });
  let failed = 0;
  try {
    await handle.migrate();
    for (const file of files) {
      try {
        const outcome = await importFrameworkText(
          handle.db,
          await readFile(file, 'utf8'),
          path.basename(file),
        );
        console.log(`${path.basename(file)}: ${describe(outcome)}`);
      } catch (error) {
        failed++;
        if (error instanceof ImportValidationError || error instanceof ImportConflictError) {
          console.error(`${path.basename(file)}: ${error.message}`);
        } else if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
          console.error(`${file}: no such file`);
        } else {
          throw error;
        }
      }
    }
  } finally {
    await handle.close();
  }
  return failed > 0 ? 1 : 0;
}

function describe(outcome: Awaited<ReturnType<typeof importFrameworkText>>): string {
  switch (outcome.status) {
    case 'created-live':
      return `imported ${outcome.machineName} ${outcome.version} as a live version (${outcome.competencies} competencies, ${outcome.attributes} attributes)`;
    case 'created-draft':
      return `created ${outcome.machineName} with a draft ${outcome.version} (${outcome.domains} domains, no competencies)`;
    case 'metadata-only':
      return `added ${outcome.machineName} ${outcome.version} metadata and provenance (no competencies, no new version)`;
    case 'unchanged':
      return `${outcome.machineName} ${outcome.version} already imported, nothing changed`;
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
