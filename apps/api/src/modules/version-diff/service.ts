/**
 * Version diffs for visitors and managers (docs/features/browsing.md §9): loads two content trees of one framework with
 * the one tree loader and compares them with `diffVersions` of @hub/domain (matched by lineage uuid).
 */
import { diffVersions, sortVersionsNewestFirst, type VersionDiff } from '@hub/domain';
import type { Db } from '../../db/client.js';
import type { FrameworkRow, VersionRow } from '../../db/rows.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { findVersionsOf, loadContentTree } from '../content/index.js';
import { getFrameworkDetail } from '../frameworks/index.js';

/** The diff of two loaded versions of one framework. */
async function diffOf(db: Db, machineName: string, from: VersionRow, to: VersionRow): Promise<VersionDiff> {
  const [older, newer] = await Promise.all([loadContentTree(db, from), loadContentTree(db, to)]);
  return {
    framework: machineName,
    from: from.number,
    to: to.number,
    ...diffVersions(older.domains, newer.domains),
  };
}

/**
 * What changed between two released versions of a framework (either order; `from` is the base).
 * @throws AppError NOT_FOUND for an unknown framework or a version that is not released
 * @throws AppError BAD_REQUEST when both numbers name the same version
 */
export async function diffReleasedVersions(
  db: Db,
  machineName: string,
  fromNumber: string,
  toNumber: string,
): Promise<VersionDiff> {
  const detail = await getFrameworkDetail(db, machineName);
  const find = (number: string) => {
    const found = detail.liveVersions.find((v) => v.number === number);
    if (!found) throw notFound(`Version "${number}" of framework "${machineName}" not found`);
    return found;
  };
  const from = find(fromNumber);
  const to = find(toNumber);
  if (from.id === to.id) {
    throw badRequest('Choose two different versions to compare', [
      { path: 'to', message: 'must differ from "from"' },
    ]);
  }
  return diffOf(db, machineName, from, to);
}

/**
 * What the draft changes against the newest live version ('Review changes' before a release); against
 * an empty tree when nothing is live yet.
 * @returns the diff, or null when the framework has no draft
 */
export async function diffDraft(db: Db, fw: FrameworkRow): Promise<VersionDiff | null> {
  const versions = await findVersionsOf(db, fw.id);
  const draft = versions.find((v) => v.status === 'draft');
  if (!draft) return null;
  const [live] = sortVersionsNewestFirst(versions.filter((v) => v.status === 'live'));
  if (!live) {
    const tree = await loadContentTree(db, draft);
    return { framework: fw.machineName, from: '', to: draft.number, ...diffVersions([], tree.domains) };
  }
  return diffOf(db, fw.machineName, live, draft);
}
