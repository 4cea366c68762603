/**
 * 'Clone reference profiles from previous version' (docs/features/profiles.md §7; docs/features/profiles.md §1): copies
 * the profiles of the newest live version released before the target version into the target, as Draft.
 * Competencies are matched by their stable uuid (in the target version or its core version) and attributes
 * by uuid within the matched competency, with `carryByLineage` of @hub/domain (the rule a guest profile's
 * move uses too, docs/features/browsing.md §9); what no longer exists is reported, not guessed. A profile whose
 * name and job title already exist in the target is skipped (cloning twice does not duplicate).
 */

import { carryByLineage } from '@hub/domain';
import type { Db } from '../../db/client.js';
import { uniqueAlias } from '../../lib/alias.js';
import { recordAudit } from '../../lib/audit.js';
import { conflict } from '../../lib/errors.js';
import { writeInFramework } from '../../lib/framework-write.js';
import { mappableVersionIds } from './mapping-service.js';
import * as repo from './repository.js';
import { type Actor, findPreviousLiveVersion, type ProfileModel, type VersionRef } from './service.js';

export interface CloneModel {
  fromVersion: repo.VersionRow;
  created: ProfileModel[];
  notCarried: { profileTitle: string; kind: 'competency' | 'attribute'; uuid: string; title: string }[];
  skipped: { profileTitle: string; reason: string }[];
}

/**
 * Lists what a clone into `ref` would copy: the previous live version and its profiles (all statuses).
 * @throws AppError CONFLICT (409) when there is no earlier live version
 */
export async function previewClone(
  db: Db,
  ref: VersionRef,
): Promise<{ from: VersionRef; profiles: repo.ProfileRow[] }> {
  const from = await findPreviousLiveVersion(db, ref);
  if (!from)
    throw conflict(`${ref.fw.machineName} has no live version before ${ref.version.number} to clone from`);
  return { from: { fw: ref.fw, version: from }, profiles: await repo.findProfiles(db, from.id, false) };
}

/**
 * Clones the previous live version's profiles into `ref`.
 * @returns the created profiles, what was not carried over and what was skipped
 * @throws AppError CONFLICT (409) when there is no earlier live version
 */
export async function cloneProfiles(db: Db, ref: VersionRef, actor: Actor): Promise<CloneModel> {
  const from = await findPreviousLiveVersion(db, ref);
  if (!from)
    throw conflict(`${ref.fw.machineName} has no live version before ${ref.version.number} to clone from`);
  const createdIds = await writeInFramework(db, ref.fw.id, async (tx) => {
    const sources = await repo.findProfiles(tx, from.id, false);
    const sourceMappings = await repo.findMappings(
      tx,
      sources.map((s) => s.id),
    );
    const sourceCompetencies = new Map(
      (await repo.findCompetenciesOf(tx, await mappableVersionIds(tx, { fw: ref.fw, version: from }))).map(
        (c) => [c.id, c],
      ),
    );
    const sourceAttributes = new Map(
      (await repo.findAttributesOf(tx, [...new Set(sourceMappings.map((m) => m.competencyId))])).map((a) => [
        a.id,
        a,
      ]),
    );
    const targetCompetencies = new Map(
      (await repo.findCompetenciesOf(tx, await mappableVersionIds(tx, ref)))
        .filter((c) => !c.archived)
        .map((c) => [c.uuid, c]),
    );
    const targetAttributes = await repo.findAttributesOf(
      tx,
      [...targetCompetencies.values()].map((c) => c.id),
    );
    const olderByUuid = new Map(
      [...sourceCompetencies.values()].map((c) => [
        c.uuid,
        {
          uuid: c.uuid,
          title: c.title,
          attributes: [...sourceAttributes.values()].filter((a) => a.competencyId === c.id),
        },
      ]),
    );
    const newerByUuid = new Map(
      [...targetCompetencies.values()].map((c) => [
        c.uuid,
        {
          id: c.id,
          uuid: c.uuid,
          title: c.title,
          attributes: targetAttributes.filter((a) => a.competencyId === c.id),
        },
      ]),
    );
    const existing = await repo.findProfiles(tx, ref.version.id, false);
    const taken = new Set(existing.map((p) => p.urlAlias));
    const names = new Set(existing.map((p) => `${p.title}\u0000${p.jobTitle}`));

    const result: Omit<CloneModel, 'fromVersion' | 'created'> & { ids: number[] } = {
      ids: [],
      notCarried: [],
      skipped: [],
    };
    for (const source of sources) {
      if (names.has(`${source.title}\u0000${source.jobTitle}`)) {
        result.skipped.push({
          profileTitle: source.title,
          reason: `${ref.version.number} already has a profile named "${source.title}" with job title "${source.jobTitle}"`,
        });
        continue;
      }
      const mappings = sourceMappings.filter((x) => x.profileId === source.id);
      const entries = mappings.map((m) => {
        const attributeUuids: string[] = [];
        for (const a of m.attributeIds) {
          const old = sourceAttributes.get(a);
          if (old) attributeUuids.push(old.uuid);
          else
            result.notCarried.push({
              profileTitle: source.title,
              kind: 'attribute',
              uuid: '',
              title: `Attribute ${a}`,
            });
        }
        return { competencyUuid: m.competencyUuid, attributeUuids };
      });
      // The one lineage rule shared with the guest profile's move (carryByLineage of @hub/domain).
      const carried = carryByLineage(entries, olderByUuid, newerByUuid);
      for (const r of carried.removed) {
        result.notCarried.push({
          profileTitle: source.title,
          kind: 'competency',
          uuid: r.uuid,
          title: r.title === r.uuid ? '' : r.title,
        });
      }
      for (const a of carried.removedAttributes) {
        result.notCarried.push({
          profileTitle: source.title,
          kind: 'attribute',
          uuid: a.uuid,
          title: a.title,
        });
      }
      const rows = carried.carried.map(({ index, competency, attributes }) => ({
        competencyId: competency.id,
        expertiseLevelId: (mappings[index] as (typeof mappings)[number]).expertiseLevelId,
        attributeIds: attributes.map((a) => a.id),
      }));
      const urlAlias = uniqueAlias(source.title, taken);
      taken.add(urlAlias);
      const { id: _id, versionId: _v, createdAt: _c, updatedAt: _u, ...fields } = source;
      const created = await repo.insertProfile(tx, {
        ...fields,
        versionId: ref.version.id,
        urlAlias,
        publishingStatus: 'Draft',
        authorId: actor.id,
      });
      await repo.replaceMapping(tx, created.id, rows);
      await recordAudit(tx, actor, [
        {
          action: 'profile.clone',
          entityType: 'profile',
          entityId: created.id,
          frameworkId: ref.fw.id,
          before: { profileId: source.id, version: from.number },
          after: { ...created, mapping: rows },
        },
      ]);
      result.ids.push(created.id);
    }
    return result;
  });
  const createdRows = (await repo.findProfiles(db, ref.version.id, false)).filter((p) =>
    createdIds.ids.includes(p.id),
  );
  const mappings = await repo.findMappings(db, createdIds.ids);
  return {
    fromVersion: from,
    created: createdRows.map((profile) => ({
      ...ref,
      profile,
      mapping: mappings.filter((m) => m.profileId === profile.id),
    })),
    notCarried: createdIds.notCarried,
    skipped: createdIds.skipped,
  };
}
