/**
 * Undoing mistakes in a draft (ADR 0022): delete a domain, competency or attribute that was added in
 * this draft (released items are archived instead, as before), and 'Discard draft', which removes the
 * draft with all its changes. Each is one run of the write runner (lib/revised-write.ts, ADR 0056) in one
 * transaction holding the framework's lock, and records its audit event in it. An item is 'added in this
 * draft' when no live version of the framework has its lineage uuid (repository/drafts.ts).
 */
import type { Db } from '../../../db/client.js';
import type { FrameworkRow } from '../../../db/rows.js';
import type { Actor } from '../../../lib/actor.js';
import { AppError, conflict } from '../../../lib/errors.js';
import { rowCheck, runRevisedWrite } from '../../../lib/revised-write.js';
import type { Expected } from '../../../lib/revision.js';
import * as queries from '../../content/index.js';
import * as draftRepo from '../repository/drafts.js';
import { draftAttribute, draftCompetency, draftDomain, requireDraft } from './guards.js';

const RELEASED = (kind: string) =>
  `This ${kind} is part of a released version: archive it instead of deleting it`;

/** Refuses when reference profiles map any of the items (a mapping would point at nothing). */
async function assertUnmapped(tx: Db, competencyIds: number[], attributeIds: number[], kind: string) {
  const n = await draftRepo.countMappings(tx, competencyIds, attributeIds);
  if (n > 0) {
    throw conflict(
      `This ${kind} is mapped in ${n} reference profile mapping(s): remove those mappings first`,
    );
  }
}

/** The plural key of each kind in the draft's new-items sets. */
const NEW_ITEMS_KEY = { domain: 'domains', competency: 'competencies', attribute: 'attributes' } as const;

/** Why an added item that holds released items cannot be deleted, by kind (an attribute holds none). */
const HOLDS_RELEASED = {
  domain: 'This domain holds released competencies: move them to another domain first',
  competency: 'This competency holds released attributes: it cannot be deleted',
  attribute: '',
} as const;

/**
 * Reads what deleting a draft item involves: the draft, the item, the lineage uuids of every item added in
 * this draft, and what the item holds (a domain: its competencies and their attributes; a competency: its
 * attributes).
 * @throws AppError CONFLICT without a draft; NOT_FOUND when the item is not in this framework's draft
 */
async function loadAddedItem(tx: Db, fw: FrameworkRow, kind: keyof typeof NEW_ITEMS_KEY, id: number) {
  const draft = await requireDraft(tx, fw);
  const load = { domain: draftDomain, competency: draftCompetency, attribute: draftAttribute }[kind];
  const row = await load(tx, fw, draft, id);
  const fresh = await draftRepo.findNewItems(tx, fw.id, draft.id);
  const competencies = kind === 'domain' ? await queries.findCompetencies(tx, draft.id, row.id) : [];
  const competencyIds = kind === 'competency' ? [row.id] : competencies.map((c) => c.id);
  const attributes = await queries.findAttributes(tx, draft.id, competencyIds);
  const attributeIds = kind === 'attribute' ? [row.id] : attributes.map((a) => a.id);
  return { draft, row, fresh, competencies, attributes, competencyIds, attributeIds };
}

/**
 * Deletes a domain, competency or attribute added in this draft with what it holds (a domain: its
 * competencies and their attributes; a competency: its attributes; all added in this draft): one run of
 * the write runner (ADR 0056) holding the framework's lock. Audit: '<kind>.delete' with the row before (an
 * attribute: the row; a competency: with its attributes; a domain: with the numbers of competencies and
 * attributes deleted with it).
 * @param expected the item's ETag the caller saw (If-Match, ADR 0021)
 * @throws AppError CONFLICT without a draft, when stale, for a released item or one holding released
 *   items (move them out first), or when a profile maps it or what it holds; NOT_FOUND when it is not in
 *   this framework's draft
 */
export async function deleteAddedItem(
  db: Db,
  fw: FrameworkRow,
  actor: Actor,
  kind: keyof typeof NEW_ITEMS_KEY,
  id: number,
  expected: Expected = undefined,
): Promise<void> {
  await runRevisedWrite(db, {
    actor,
    lock: { framework: fw.id },
    load: (tx) => loadAddedItem(tx, fw, kind, id),
    ifMatch: ({ row }) => rowCheck(expected, kind, `This ${kind}`, row),
    assert: async (item, tx) => {
      const { fresh } = item;
      if (!fresh[NEW_ITEMS_KEY[kind]].has(item.row.uuid)) throw conflict(RELEASED(kind));
      if (
        item.competencies.some((c) => !fresh.competencies.has(c.uuid)) ||
        item.attributes.some((a) => !fresh.attributes.has(a.uuid))
      ) {
        throw conflict(HOLDS_RELEASED[kind]);
      }
      await assertUnmapped(tx, item.competencyIds, item.attributeIds, kind);
    },
    update: async ({ tx, before: { draft, row, competencyIds, attributeIds } }) => {
      await draftRepo.deleteAttributes(tx, draft.id, attributeIds);
      await draftRepo.deleteCompetencies(tx, draft.id, competencyIds);
      if (kind === 'domain') await draftRepo.deleteDomains(tx, draft.id, [row.id]);
    },
    audit: ({ before: { row, competencies, attributes } }) => ({
      action: `${kind}.delete`,
      entityType: kind,
      entityId: row.id,
      frameworkId: fw.id,
      before: {
        attribute: row,
        competency: { ...row, attributes },
        domain: { ...row, competencies: competencies.length, attributes: attributes.length },
      }[kind],
      after: null,
    }),
  });
}

/** The ETag of a framework's draft-wide revision (ADR 0058): `"d<id of its newest audit event>"`. */
export function draftEtag(revision: number): string {
  return `"d${revision}"`;
}

/**
 * Checks a discard stated on the draft-wide revision (`"d<n>"`, ADR 0058); another ETag is the draft
 * row's, checked by the runner (ADR 0021). Changes the discarding manager made themself since (their own
 * edits on the screen they discard from, which the screen patches in place without a new draft revision,
 * ADR 0060) are not a colleague's work and do not make the discard stale.
 * @throws AppError CONFLICT with `conflict.current.changes`: what colleagues recorded since, who and when
 */
async function assertDraftCurrent(tx: Db, fw: FrameworkRow, actor: Actor, expected: Expected): Promise<void> {
  if (!expected?.startsWith('"d')) return;
  const now = await draftRepo.draftRevision(tx, fw.id);
  if (expected === draftEtag(now)) return;
  const since = Number(expected.slice(2, -1));
  const changes = await draftRepo.changesSince(tx, fw.id, since, 50, actor.username);
  if (changes.length === 0) return;
  const last = changes.at(-1);
  const who = [...new Set(changes.map((c) => c.username))].join(', ');
  throw new AppError(
    'CONFLICT',
    `This draft was changed${who ? ` by ${who}` : ''} since you opened it: review their changes, then discard it anyway or keep it.`,
    undefined,
    {
      etag: draftEtag(now),
      current: { changes },
      changedBy: last?.username ?? null,
      changedAt: last?.occurredAt ?? null,
    },
  );
}

/**
 * 'Discard draft': removes the draft version and every change made in it; visitors' live versions are
 * untouched and a new draft can be created again. Attribute types and expertise levels (framework-wide)
 * are kept. Audit: 'version.discard_draft' (before: the draft and the numbers of items removed).
 * @param expected the draft-wide revision the caller saw (`"d<n>"`, ADR 0058) or the draft row's ETag
 * @throws AppError CONFLICT without a draft, when the draft changed since `expected` (listing the changes),
 *   or when reference profiles or career pathways belong to the draft version (they would be lost; move or
 *   delete them first)
 */
export async function discardDraft(
  db: Db,
  fw: FrameworkRow,
  actor: Actor,
  expected: Expected = undefined,
): Promise<void> {
  const draftWide = expected?.startsWith('"d') === true;
  await runRevisedWrite(db, {
    actor,
    lock: { framework: fw.id },
    load: (tx) => requireDraft(tx, fw),
    // A draft-wide ETag is checked in `assert`; another is the draft row's (ADR 0021).
    ifMatch: (draft) => rowCheck(draftWide ? undefined : expected, 'framework_version', 'This draft', draft),
    assert: async (draft, tx) => {
      await assertDraftCurrent(tx, fw, actor, draftWide ? expected : undefined);
      const dependants = await draftRepo.countVersionDependants(tx, draft.id);
      if (dependants > 0) {
        throw conflict(
          `The draft has ${dependants} reference profile(s) or career pathway(s): delete them before discarding it`,
        );
      }
    },
    update: ({ tx, before }) => draftRepo.deleteDraft(tx, before.id),
    audit: ({ before, after: removed }) => ({
      action: 'version.discard_draft',
      entityType: 'framework_version',
      entityId: before.id,
      frameworkId: fw.id,
      before: { ...before, removed },
      after: null,
    }),
    present: () => undefined,
  });
}
