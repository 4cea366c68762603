/**
 * Constants of the career pathways (docs/features/profiles.md §3). Without zod, in their own module, so that the web app's
 * pages that only need these constants do not load the schemas and zod (ADR 0027);
 * `./career-pathways.ts` re-exports them.
 */
/** Most profiles one career pathway may hold. */
export const MAX_PATHWAY_STEPS = 50;

/** Messages of the pathway form (docs/features/profiles.md §3: title, description and a profile are required; once each). */
export const CAREER_PATHWAY_MESSAGES = {
  title: 'Enter a pathway title',
  description: 'Enter a pathway description',
  profiles: 'Add at least one profile to the career pathway',
  duplicate: 'A profile can be added to a career pathway once',
  empty: 'No associated profiles.',
} as const;
