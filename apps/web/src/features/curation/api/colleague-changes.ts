/**
 * What colleagues changed in a framework since the draft-wide revision a screen shows (ADR 0058, 0066):
 * `GET /api/v1/manage/frameworks/{fw}/draft/changes?since=<n>` answers the revision now and the changes
 * others recorded since (the caller's own left out). Asked when the screen's tab regains focus; the
 * screen then offers 'Reload' and never re-reads on its own.
 */
import { apiGet } from '../../../lib/api-client';
import { manageBase } from './manage-query';

/** One change a colleague recorded: who, what in words, when. */
export interface ColleagueChange {
  username: string;
  action: string;
  entityType: string;
  description: string;
  occurredAt: string;
}

/** The number in a draft-wide ETag (`"d42"` → 42); null for another or no ETag. */
export function draftRevisionOf(etag: string | null | undefined): number | null {
  const match = /^"d(\d+)"$/.exec(etag ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * Reads what others changed since revision `since`.
 * @returns the revision now (`"d<n>"`) and the changes, oldest first (at most 20) @throws ApiError
 */
export function fetchColleagueChanges(
  framework: string,
  since: number,
): Promise<{ etag: string; changes: ColleagueChange[] }> {
  return apiGet(`${manageBase(framework)}/draft/changes?since=${since}`);
}
