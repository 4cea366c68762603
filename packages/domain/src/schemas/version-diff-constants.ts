/**
 * The kinds and levels of a version diff's changes (docs/features/browsing.md §9). Without zod, in their own
 * module, so that the visitors' 'What changed' page does not load the schema and zod for two constants
 * (ADR 0055); `./version-diff.ts` re-exports them.
 */
export const DIFF_KINDS = [
  'added',
  'removed',
  'reworded',
  'moved',
  'reordered',
  'archived',
  'restored',
  'typeChanged',
] as const;
export type DiffKind = (typeof DIFF_KINDS)[number];

export const DIFF_LEVELS = ['domain', 'competency', 'attribute'] as const;
export type DiffLevel = (typeof DIFF_LEVELS)[number];
