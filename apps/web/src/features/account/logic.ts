/**
 * Pure rules of the account screens: which message a failed sign-in shows (docs/features/curation.md §14), how the
 * server's field `issues` map onto form fields, and role names for people.
 */
import type { ErrorBody, Role } from '@hub/domain';
import { ApiError } from '../../lib/api-client';

/** Message of any sign-in failure other than a 400 or a 429 (docs/features/curation.md §14). */
export const UNKNOWN_LOGIN_PROBLEM = 'Sorry, there was an unknown login problem, please try again.';

/** Shown for a 429 whose body carried no message of the server's own. */
export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Wait a minute, then try again.';

/**
 * The message a failed sign-in shows: the server's message for a 400 (for example 'Unrecognised
 * username or password.') and for a 429 (rate limited); otherwise {@link UNKNOWN_LOGIN_PROBLEM}.
 * @param error what `POST /api/v1/session` threw
 */
export function loginErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return UNKNOWN_LOGIN_PROBLEM;
  if (error.status === 400 && error.code !== undefined) return error.message;
  if (error.status === 429) return error.code !== undefined ? error.message : TOO_MANY_ATTEMPTS;
  return UNKNOWN_LOGIN_PROBLEM;
}

/**
 * Splits the server's field `issues` into errors of the form's own fields and the rest.
 * @param issues `error.issues` of a 400 response (may be undefined)
 * @param fields the form's field names
 * @returns `fields`: first message per known field; `other`: messages whose path is not a field
 */
export function splitFieldIssues<F extends string>(
  issues: ErrorBody['error']['issues'],
  fields: readonly F[],
): { fields: Partial<Record<F, string>>; other: string[] } {
  const known = new Set<string>(fields);
  const result: Partial<Record<F, string>> = {};
  const other: string[] = [];
  for (const issue of issues ?? []) {
    if (known.has(issue.path)) {
      const field = issue.path as F;
      result[field] ??= issue.message;
    } else {
      other.push(issue.message);
    }
  }
  return { fields: result, other };
}

const ROLE_LABELS: Record<Role, string> = {
  framework_manager: 'Framework manager',
  content_manager: 'Content manager',
};

/** A role as people read it: 'Framework manager', 'Content manager'. */
export function roleLabel(role: Role): string {
  return ROLE_LABELS[role];
}
