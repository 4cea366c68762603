/**
 * The API's error body schema (docs/features/public-api.md §1, ErrorBody), in its own module so that
 * {@link apiGet}'s failure path loads it (and zod) on demand, not on every page's start path (ADR 0027).
 */
export { errorBodySchema } from '@hub/domain';
