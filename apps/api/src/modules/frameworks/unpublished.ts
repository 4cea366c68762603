/**
 * Framework versions known to the hub but not released: versions imported from a source file that are
 * not live (a draft, or, for a framework that has other versions, only the file's provenance: the shipped
 * files of frameworks whose content was not found hold only their name, description and sources). The
 * home page shows a card for each such framework, saying its competencies are not published here yet and
 * linking its sources (docs/adr/0045-visitor-pages-say-what-the-data-is.md). Nothing of a draft's content
 * is read; a draft made by a curator in the hub has no source file and is not listed.
 */
import { sortVersionsNewestFirst, type UnpublishedFrameworkList } from '@hub/domain';
import type { Db } from '../../db/client.js';
import * as repo from './repository.js';

/**
 * Lists the frameworks with an imported version that is not live, ordered by title; each with those
 * versions (newest first) and their citations, and whether the framework has a released version.
 */
export async function listUnpublishedFrameworks(db: Db): Promise<UnpublishedFrameworkList> {
  const [frameworks, versions, sources] = await Promise.all([
    repo.findAllFrameworks(db),
    repo.findAllVersions(db),
    repo.findAllSources(db),
  ]);
  const list: UnpublishedFrameworkList['frameworks'] = [];
  for (const fw of frameworks) {
    const own = versions.filter((v) => v.frameworkId === fw.id);
    const live = new Set(own.filter((v) => v.status === 'live').map((v) => v.number));
    const drafts = sortVersionsNewestFirst(
      sources
        .filter((s) => s.frameworkId === fw.id && !live.has(s.versionNumber))
        .map((s) => ({ number: s.versionNumber, releaseDate: null, citations: s.citations })),
    ).map(({ number, citations }) => ({ number, citations }));
    if (drafts.length === 0) continue;
    list.push({
      machineName: fw.machineName,
      title: fw.title,
      description: fw.description,
      category: fw.category,
      published: live.size > 0,
      versions: drafts,
    });
  }
  return { frameworks: list };
}
