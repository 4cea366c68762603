/**
 * A resource's mapping in one framework's newest live version (docs/features/training.md §4; ADR 0013): the state shown by
 * the mapping page (row ids of that version), its replacement (ids → lineage uuids; the additions that were
 * accepted suggestions are recorded as such, ADR 0048), and the demap of one mapping. Mappings whose competency or attribute is absent from the newest live version (kept from older
 * versions) are neither shown nor removed by a save: nothing is dropped silently.
 */
import { type ResourceMappingRequest, type ResourceMappingState, sortVersionsNewestFirst } from '@hub/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { frameworkVersion } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import type { ErrorIssue } from '../../lib/errors.js';
import { notFound } from '../../lib/errors.js';
import { rowCheck, runRevisedWrite } from '../../lib/revised-write.js';
import { type Expected, lockRevision } from '../../lib/revision.js';
import { invalid } from '../../lib/text-input.js';
import { findFrameworkByMachineName, loadContentTree } from '../content/index.js';
import * as repo from './repository.js';

/** The newest live version of a framework and its tree, indexed for the mapping page. */
async function liveTree(db: Db, machineName: string) {
  const fw = await findFrameworkByMachineName(db, machineName);
  if (!fw) throw notFound(`Framework "${machineName}" not found`);
  const live = await db
    .select()
    .from(frameworkVersion)
    .where(and(eq(frameworkVersion.frameworkId, fw.id), eq(frameworkVersion.status, 'live')));
  const [newest] = sortVersionsNewestFirst(live);
  if (!newest) throw notFound(`Framework "${machineName}" has no released version`);
  const tree = await loadContentTree(db, newest);
  const competencyById = new Map<number, string>();
  const competencyByUuid = new Map<string, number>();
  const attributeById = new Map<number, { uuid: string; competencyUuid: string }>();
  const attributeByUuid = new Map<string, number>();
  for (const d of tree.domains) {
    for (const c of d.competencies) {
      competencyById.set(c.id, c.uuid);
      competencyByUuid.set(c.uuid, c.id);
      for (const a of c.attributes) {
        attributeById.set(a.id, { uuid: a.uuid, competencyUuid: c.uuid });
        attributeByUuid.set(a.uuid, a.id);
      }
    }
  }
  return { fw, version: newest, competencyById, competencyByUuid, attributeById, attributeByUuid };
}

/** Whether a stored mapping names something present in the newest live version. */
function inTree(m: repo.TrainingMappingRow, t: Awaited<ReturnType<typeof liveTree>>): boolean {
  return m.attributeUuid ? t.attributeByUuid.has(m.attributeUuid) : t.competencyByUuid.has(m.competencyUuid);
}

/** The state of mappings present in the tree, as row ids. */
function stateOf(
  rows: repo.TrainingMappingRow[],
  t: Awaited<ReturnType<typeof liveTree>>,
  revision: number,
): ResourceMappingState {
  const competencyIds: number[] = [];
  const attributeIds: number[] = [];
  for (const m of rows) {
    if (!inTree(m, t)) continue;
    if (m.attributeUuid) attributeIds.push(t.attributeByUuid.get(m.attributeUuid) as number);
    else competencyIds.push(t.competencyByUuid.get(m.competencyUuid) as number);
  }
  return { framework: t.fw.machineName, version: t.version.number, revision, competencyIds, attributeIds };
}

/**
 * The mappings this save adds that the manager chose by accepting a suggestion (ADR 0048), by lineage uuid;
 * an accepted id that the save does not add (mapped already, or unticked again) is not one.
 */
function acceptedSuggestions(
  body: ResourceMappingRequest,
  t: Awaited<ReturnType<typeof liveTree>>,
  added: { competencyUuid: string; attributeUuid: string | null }[],
): { competencyUuid: string; attributeUuid: string | null }[] {
  const accepted = new Set<string>();
  for (const id of body.acceptedSuggestions?.competencyIds ?? []) {
    const uuid = t.competencyById.get(id);
    if (uuid) accepted.add(`${uuid}:`);
  }
  for (const id of body.acceptedSuggestions?.attributeIds ?? []) {
    const a = t.attributeById.get(id);
    if (a) accepted.add(`${a.competencyUuid}:${a.uuid}`);
  }
  return added.filter((m) => accepted.has(`${m.competencyUuid}:${m.attributeUuid ?? ''}`));
}

/**
 * `GET .../mappings/{fw}`: the resource's mapping in the framework's newest live version.
 * @throws AppError NOT_FOUND for an unknown resource or framework, or a framework without a live version
 */
export async function getMappingState(
  db: Db,
  resourceId: number,
  machineName: string,
): Promise<ResourceMappingState> {
  const t = await liveTree(db, machineName);
  const resource = await repo.findResourceRow(db, resourceId);
  if (!resource) throw notFound(`Training resource ${resourceId} not found`);
  return stateOf(await repo.findFrameworkMappings(db, resourceId, t.fw.id), t, resource.revision);
}

/**
 * `PUT .../mappings/{fw}`: makes the resource's mapping in the newest live version exactly the given
 * competencies (as a whole) and attributes; mappings outside that version are kept. `expected`: the
 * resource's ETag the caller saw (If-Match, ADR 0021; a mapping change bumps it), 409 when stale.
 * @throws AppError VALIDATION (400) naming ids that are not competencies/attributes of that version;
 *   NOT_FOUND for an unknown resource or framework
 */
export async function putMapping(
  db: Db,
  actor: Actor,
  resourceId: number,
  machineName: string,
  body: ResourceMappingRequest,
  expected: Expected = undefined,
): Promise<ResourceMappingState> {
  const t = await liveTree(db, machineName);
  const issues: ErrorIssue[] = [];
  body.competencyIds.forEach((id, i) => {
    if (!t.competencyById.has(id))
      issues.push({
        path: `competencyIds.${i}`,
        message: `Competency ${id} is not in ${machineName} ${t.version.number}`,
      });
  });
  body.attributeIds.forEach((id, i) => {
    if (!t.attributeById.has(id))
      issues.push({
        path: `attributeIds.${i}`,
        message: `Attribute ${id} is not in ${machineName} ${t.version.number}`,
      });
  });
  if (issues.length > 0) throw invalid(issues);
  const wanted = new Map<string, { competencyUuid: string; attributeUuid: string | null }>();
  for (const id of body.competencyIds) {
    const uuid = t.competencyById.get(id) as string;
    wanted.set(`${uuid}:`, { competencyUuid: uuid, attributeUuid: null });
  }
  for (const id of body.attributeIds) {
    const a = t.attributeById.get(id) as { uuid: string; competencyUuid: string };
    wanted.set(`${a.competencyUuid}:${a.uuid}`, { competencyUuid: a.competencyUuid, attributeUuid: a.uuid });
  }
  const keyOf = (m: repo.TrainingMappingRow) => `${m.competencyUuid}:${m.attributeUuid ?? ''}`;
  return runRevisedWrite(db, {
    actor,
    lock: { row: 'training_resource', id: resourceId },
    load: async (tx) => {
      const resource = await repo.findResourceRow(tx, resourceId);
      if (!resource) throw notFound(`Training resource ${resourceId} not found`);
      return resource;
    },
    ifMatch: (resource, tx) =>
      rowCheck(expected, 'training_resource', "This resource's mapping", resource, async () =>
        stateOf(await repo.findFrameworkMappings(tx, resourceId, t.fw.id), t, resource.revision),
      ),
    update: async ({ tx }) => {
      const existing = await repo.findFrameworkMappings(tx, resourceId, t.fw.id);
      const existingKeys = new Set(existing.map(keyOf));
      const removed = existing.filter((m) => inTree(m, t) && !wanted.has(keyOf(m)));
      const added = [...wanted.entries()].filter(([key]) => !existingKeys.has(key)).map(([, v]) => v);
      await repo.deleteMappings(
        tx,
        removed.map((m) => m.id),
      );
      await repo.insertMappings(tx, resourceId, t.fw.id, added);
      return { removed, added };
    },
    audit: ({ after: { removed, added } }) => [
      {
        action: 'training_resource.map',
        entityType: 'training_resource',
        entityId: resourceId,
        frameworkId: t.fw.id,
        before: { removed },
        after: { added },
      },
      ...acceptedSuggestions(body, t, added).map((accepted) => ({
        action: 'training_resource.map.accepted_suggestion',
        entityType: 'training_resource' as const,
        entityId: resourceId,
        frameworkId: t.fw.id,
        before: null,
        after: { acceptedSuggestion: true, version: t.version.number, ...accepted },
      })),
    ],
    present: async ({ tx, before }) => {
      const revision = (await lockRevision(tx, 'training_resource', resourceId)) ?? before.revision;
      return stateOf(await repo.findFrameworkMappings(tx, resourceId, t.fw.id), t, revision);
    },
  });
}

/**
 * `DELETE .../mappings/{mappingId}`: removes one mapping of a resource (the demap page's Yes): one run of
 * the write runner (ADR 0056) with the resource row locked, audit 'training_resource.demap'.
 * `expected`: the resource's ETag the caller saw (If-Match, ADR 0021), 409 when stale.
 * @throws AppError NOT_FOUND for an unknown mapping or one of another resource
 */
export async function demap(
  db: Db,
  actor: Actor,
  resourceId: number,
  mappingId: number,
  expected: Expected = undefined,
): Promise<void> {
  const missing = () => notFound(`Mapping ${mappingId} of training resource ${resourceId} not found`);
  await runRevisedWrite(db, {
    actor,
    lock: { row: 'training_resource', id: resourceId },
    // Without its resource the mapping is not there either (mappings go with their resource).
    load: async (tx) => {
      const resource = await repo.findResourceRow(tx, resourceId);
      if (!resource) throw missing();
      return resource;
    },
    ifMatch: (resource) => rowCheck(expected, 'training_resource', 'This training resource', resource),
    // The mapping is looked up after the resource's revision check, so a stale ETag is refused first.
    update: async ({ tx }) => {
      const mapping = await repo.findMapping(tx, mappingId);
      if (!mapping || mapping.resourceId !== resourceId) throw missing();
      await repo.deleteMappings(tx, [mappingId]);
      return mapping;
    },
    audit: ({ after: mapping }) => ({
      action: 'training_resource.demap',
      entityType: 'training_resource_mapping',
      entityId: mappingId,
      frameworkId: mapping.frameworkId,
      before: mapping,
      after: null,
    }),
    present: () => undefined,
  });
}
