/**
 * The DIRECT converter (docs/adr/0046-direct-three-levels.md): a pure function from the shared CSV and
 * sample-profile texts to the texts of the three shipped files, so that running it again gives the same
 * bytes. `npm run convert:direct -w @hub/api` (src/cli/convert-direct.ts) reads and writes the files.
 */
import type { DirectCsvTexts } from './csv.js';
import { buildDirectFramework } from './framework.js';
import { buildDirectProfiles, type DirectProfileTexts } from './profiles.js';
import { buildDirectTraining } from './training.js';

export type { DirectCsvTexts } from './csv.js';
export { DIRECT_CSV_FILES } from './csv.js';
export type { DirectProfileTexts } from './profiles.js';

/** The shipped files' paths relative to src/db/seed/data. */
export const DIRECT_OUTPUT_FILES = {
  framework: 'direct-2.0.0.json',
  profiles: 'profiles/direct-2.0.0-sample-profiles.json',
  training: 'training/direct-2.0.0-learning-resources.json',
} as const;

/** Two-space JSON with a final newline, as the shipped files are written. */
const jsonText = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * Converts the DIRECT texts into the shipped files' texts.
 * @returns the framework, profile and training file texts by DIRECT_OUTPUT_FILES key
 * @throws Error when the inputs do not resolve (unknown slug, skill or level)
 */
export function convertDirect(
  csv: DirectCsvTexts,
  profiles: DirectProfileTexts,
): Record<keyof typeof DIRECT_OUTPUT_FILES, string> {
  return {
    framework: jsonText(buildDirectFramework(csv, profiles.licence)),
    profiles: jsonText(buildDirectProfiles(csv, profiles)),
    training: jsonText(buildDirectTraining(csv)),
  };
}
