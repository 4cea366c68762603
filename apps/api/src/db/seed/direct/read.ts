/**
 * Reads the DIRECT inputs from their folders (the layout of ../shared/data: `frameworks/direct-2.0.0/` and
 * `profiles/direct-2.0.0-sample-profiles/`) for the converter's command and its test
 * (docs/adr/0046-direct-three-levels.md).
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { DIRECT_CSV_FILES, type DirectCsvTexts, type DirectProfileTexts } from './convert.js';

/** The two input folders under a `shared/data` folder. */
export function directInputDirs(sharedData: string) {
  return {
    framework: path.join(sharedData, 'frameworks', 'direct-2.0.0'),
    profiles: path.join(sharedData, 'profiles', 'direct-2.0.0-sample-profiles'),
  };
}

/**
 * The nearest `shared/data` folder holding the DIRECT inputs in `start` or one of its parents (the
 * repository's `../shared/data`, also from a worktree further down), or null (a fresh clone has none).
 */
export function findSharedData(start: string): string | null {
  let dir = path.resolve(start);
  for (;;) {
    const candidate = path.join(dir, 'shared', 'data');
    if (directInputsPresent(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/** True when both input folders exist (a fresh clone has no ../shared). */
export function directInputsPresent(sharedData: string): boolean {
  const dirs = directInputDirs(sharedData);
  return existsSync(dirs.framework) && existsSync(dirs.profiles);
}

/** Reads the CSV texts, the sample profile texts and the samples' LICENSE. @throws when a file is missing */
export async function readDirectInputs(
  sharedData: string,
): Promise<{ csv: DirectCsvTexts; profiles: DirectProfileTexts }> {
  const dirs = directInputDirs(sharedData);
  const entries = await Promise.all(
    DIRECT_CSV_FILES.map(async (name) => [
      name,
      await readFile(path.join(dirs.framework, `${name}.csv`), 'utf8'),
    ]),
  );
  const sampleNames = (await readdir(dirs.profiles)).filter((n) => /^sample_profile_\d+\.json$/.test(n));
  const samples: Record<string, string> = {};
  for (const name of sampleNames) samples[name] = await readFile(path.join(dirs.profiles, name), 'utf8');
  return {
    csv: Object.fromEntries(entries) as DirectCsvTexts,
    profiles: { samples, licence: await readFile(path.join(dirs.profiles, 'LICENSE'), 'utf8') },
  };
}
