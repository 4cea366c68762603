/**
 * A file's tree merged into a framework's existing draft (ADR 0022; docs/features/curation.md §5, ADR 0022, ADR 0028): the one
 * merge of every import into a draft (a CASE package or a Moodle CSV read by modules/interchange, the
 * Export page's CSV planned by modules/csv-import), as one recorded change set.
 * Items are matched by lineage uuid (and, for files that carry no uuids, by domain or competency code);
 * a matched item takes the file's title, code, archived flag, attribute type and a domain's group (when
 * the file names groups, ADR 0067); an item the file puts
 * under another parent is a move (placed last there, listed); new items are appended after their
 * siblings; existing items keep their positions; items of the draft the file leaves out are kept as they
 * are (an import never deletes). Attribute types and expertise levels the framework lacks are added,
 * and the undo removes them again. A preview runs the same code and rolls it back.
 */
import type { Db } from '../../../db/client.js';
import { yieldToEventLoop } from '../../../db/content-writer.js';
import type { AttributeRow, CompetencyRow, DomainRow, FrameworkRow, VersionRow } from '../../../db/rows.js';
import { competencyRelation } from '../../../db/schema/index.js';
import type { Actor } from '../../../lib/actor.js';
import { recordAudit } from '../../../lib/audit.js';
import { badRequest } from '../../../lib/errors.js';
import { writeInFramework } from '../../../lib/framework-write.js';
import { recordChangeSet, snapshotDraft } from '../service/change-sets.js';
import * as draftRows from '../service/draft-rows.js';
import { requireDraft } from '../service/guards.js';
import { importListing, itemLabel } from './listing.js';
import { draftMatcher } from './match.js';
import { assertPreviewCurrent, fileTitle, mergeFields, rowEditsSince, rowKey } from './row-edits.js';
import type {
  Counts,
  DraftImportMove,
  DraftImportOptions,
  DraftImportSummary,
  ImportNode,
  ImportTree,
} from './types.js';
import { addExpertiseLevels, attributeTypes } from './vocabulary.js';

export type { DraftImportOptions, DraftImportSummary, ImportNode, ImportTree } from './types.js';

const MAX_MOVES_LISTED = 200;
/** Update statements between two turns of the event loop (ADR 0039: readers wait at most ~1 s). */
const UPDATES_PER_TURN = 100;
const zero = (): Counts => ({ domains: 0, competencies: 0, attributes: 0 });

/** The code a matched item takes: the file's, or its own when the file says nothing (undefined). */
const codeFor = (node: ImportNode, was: { code: string | null }) =>
  node.code === undefined ? was.code : node.code;

/** Thrown to roll a preview back once its summary is known. */
class PreviewRollback extends Error {
  constructor(readonly summary: DraftImportSummary) {
    super('preview');
  }
}

/**
 * The tree to merge, or how to plan it from the draft inside the import's transaction (the Export page's
 * CSV is planned against the draft's tree under the framework's lock).
 */
export type TreeSource = ImportTree | ((tx: Db, draft: VersionRow) => Promise<ImportTree>);

/** Applies the tree to the draft inside `tx`. @returns what changed */
async function applyTree(
  tx: Db,
  fw: FrameworkRow,
  actor: Actor,
  source: TreeSource,
  options: DraftImportOptions,
  preview: boolean,
): Promise<DraftImportSummary> {
  const draft = await requireDraft(tx, fw);
  const revision = await assertPreviewCurrent(tx, fw, preview ? undefined : options.expected);
  const history = await rowEditsSince(tx, fw.id, options.since);
  const listing = importListing();
  const tree = typeof source === 'function' ? await source(tx, draft) : source;
  const snapshot = await snapshotDraft(tx, draft.id, fw.id);
  const rows = snapshot as unknown as {
    domains: DomainRow[];
    competencies: CompetencyRow[];
    attributes: AttributeRow[];
    relations: { competencyId: number; relation: string; targetUuid: string; position: number }[];
  };
  const summary: DraftImportSummary = {
    added: zero(),
    changed: zero(),
    moved: zero(),
    moves: [],
    additions: [],
    changes: [],
    keptEdits: [],
    revision,
    kept: zero(),
    attributeTypesAdded: [],
    expertiseLevelsAdded: 0,
    relationsAdded: 0,
    changeSetId: null,
  };
  const { match, used, issues } = draftMatcher(rows, options.matchCodes);
  // The event loop gets a turn every UPDATES_PER_TURN updates, so cached reads are answered meanwhile.
  let updates = 0;
  const paced = async () => {
    if (++updates % UPDATES_PER_TURN === 0) await yieldToEventLoop();
  };

  // The last position under each parent (archived items included), to append after.
  const last = new Map<string, number>();
  const note = (key: string, position: number) => last.set(key, Math.max(last.get(key) ?? 0, position));
  const bump = (key: string) => {
    const next = (last.get(key) ?? 0) + 1;
    last.set(key, next);
    return next;
  };
  for (const d of rows.domains) note('root', d.position);
  for (const c of rows.competencies) note(`d${c.domainId}`, c.position);
  for (const a of rows.attributes) note(`c${a.competencyId}`, a.position);
  const titles = new Map<string, string>([
    ...rows.domains.map((d) => [`d${d.id}`, d.title] as const),
    ...rows.competencies.map((c) => [`c${c.id}`, c.title] as const),
  ]);
  const move = (m: DraftImportMove) => {
    summary.moved[m.kind === 'competency' ? 'competencies' : 'attributes']++;
    if (summary.moves.length < MAX_MOVES_LISTED) summary.moves.push(m);
  };

  // Attribute types and expertise levels the framework lacks.
  const { typeId, typeTitle } = await attributeTypes(tx, fw, summary.attributeTypesAdded);
  summary.expertiseLevelsAdded = await addExpertiseLevels(tx, fw, tree.expertiseLevels);

  // Domains, then competencies, then attributes: matched ones updated, new ones inserted in bulk.
  const competencyIdByUuid = new Map(rows.competencies.map((c) => [c.uuid, c.id]));
  const domainIds: number[] = [];
  const newDomains: { index: number; node: ImportNode }[] = [];
  // A group keeps its description when the file names it (groups are titles in the files that carry them).
  const groupDescriptions = new Map(
    rows.domains.flatMap((d) => (d.groupTitle ? [[d.groupTitle, d.groupDescription] as const] : [])),
  );
  const groupOf = (node: ImportNode, was?: DomainRow) => {
    const groupTitle = node.group === undefined ? (was?.groupTitle ?? null) : node.group;
    const groupDescription =
      groupTitle === null
        ? ''
        : groupTitle === was?.groupTitle
          ? was.groupDescription
          : (groupDescriptions.get(groupTitle) ?? '');
    return { groupTitle, groupDescription };
  };
  for (const [di, node] of tree.domains.entries()) {
    const was = match<DomainRow>('domains', node, `domain ${di + 1} "${node.title}"`);
    if (!was) {
      newDomains.push({ index: di, node });
      continue;
    }
    domainIds[di] = was.id;
    const edits = history.get(rowKey('domain', was.id));
    const code = codeFor(node, was);
    const group = groupOf(node, was);
    const now = { title: was.title, code: was.code ?? null, archived: was.archived };
    const file = { title: fileTitle(node, was, code, edits), code, archived: node.archived };
    const { values, kept } = mergeFields(file, now, edits);
    if (kept) listing.kept('domain', itemLabel(file), itemLabel(now), edits);
    listing.changed('domain', itemLabel(now), itemLabel(values), edits);
    if (
      was.title !== values.title ||
      (was.code ?? null) !== values.code ||
      was.archived !== values.archived ||
      was.groupTitle !== group.groupTitle
    ) {
      await paced();
      await draftRows.updateDomain(tx, draft.id, was.id, { ...values, ...group });
      summary.changed.domains++;
    }
    titles.set(`d${was.id}`, values.title);
  }
  const insertedDomains = await draftRows.insertDomains(
    tx,
    newDomains.map(({ node }) => ({
      versionId: draft.id,
      ...(node.uuid ? { uuid: node.uuid } : {}),
      code: node.code ?? null,
      title: node.title,
      archived: node.archived,
      ...groupOf(node),
      position: bump('root'),
    })),
  );
  insertedDomains.forEach((row, i) => {
    domainIds[(newDomains[i] as { index: number }).index] = row.id;
    titles.set(`d${row.id}`, row.title);
    listing.added('domain', itemLabel(row), null);
  });
  summary.added.domains = insertedDomains.length;

  const competencyIds: number[][] = [];
  const newCompetencies: {
    di: number;
    ci: number;
    values: Parameters<typeof draftRows.insertCompetencies>[1][number];
  }[] = [];
  for (const [di, d] of tree.domains.entries()) {
    const domainId = domainIds[di] as number;
    competencyIds[di] = [];
    for (const [ci, node] of d.children.entries()) {
      const was = match<CompetencyRow>('competencies', node, `competency "${node.title}"`);
      if (!was) {
        newCompetencies.push({
          di,
          ci,
          values: {
            versionId: draft.id,
            domainId,
            ...(node.uuid ? { uuid: node.uuid } : {}),
            code: node.code ?? null,
            title: node.title,
            archived: node.archived,
            position: bump(`d${domainId}`),
          },
        });
        continue;
      }
      (competencyIds[di] as number[])[ci] = was.id;
      const edits = history.get(rowKey('competency', was.id));
      const code = codeFor(node, was);
      const now = {
        title: was.title,
        code: was.code ?? null,
        archived: was.archived,
        domainId: was.domainId,
      };
      const file = { title: fileTitle(node, was, code, edits), code, archived: node.archived, domainId };
      const { values, kept } = mergeFields(file, now, edits);
      if (kept) listing.kept('competency', itemLabel(file), itemLabel(now), edits);
      listing.changed('competency', itemLabel(now), itemLabel(values), edits);
      const moved = was.domainId !== values.domainId;
      const changed =
        was.title !== values.title || (was.code ?? null) !== values.code || was.archived !== values.archived;
      if (changed || moved) {
        await paced();
        await draftRows.updateCompetency(tx, draft.id, was.id, {
          title: values.title,
          code: values.code,
          archived: values.archived,
          ...(moved ? { domainId, position: bump(`d${domainId}`) } : {}),
        });
      }
      if (changed) summary.changed.competencies++;
      if (moved) {
        move({
          kind: 'competency',
          title: values.title,
          from: titles.get(`d${was.domainId}`) ?? '',
          to: d.title,
          changedBy: edits?.by ?? [],
        });
      }
      titles.set(`c${was.id}`, values.title);
    }
  }
  const insertedCompetencies = await draftRows.insertCompetencies(
    tx,
    newCompetencies.map((n) => n.values),
  );
  insertedCompetencies.forEach((row, i) => {
    const { di, ci } = newCompetencies[i] as { di: number; ci: number };
    (competencyIds[di] as number[])[ci] = row.id;
    titles.set(`c${row.id}`, row.title);
    listing.added('competency', itemLabel(row), titles.get(`d${row.domainId}`) ?? null);
    competencyIdByUuid.set(row.uuid, row.id);
  });
  summary.added.competencies = insertedCompetencies.length;

  const newAttributes: Parameters<typeof draftRows.insertAttributes>[1] = [];
  let attributesSeen = 0;
  for (const [di, d] of tree.domains.entries()) {
    for (const [ci, c] of d.children.entries()) {
      const competencyId = competencyIds[di]?.[ci] as number;
      for (const node of c.children) {
        if (++attributesSeen % 1_000 === 0) await yieldToEventLoop();
        const was = match<AttributeRow>('attributes', node, `attribute "${node.title}"`);
        // A file without attribute types (a Moodle CSV from elsewhere) leaves the type as it is.
        const attributeTypeId = node.itemType
          ? await typeId(node.itemType)
          : (was?.attributeTypeId ?? (await typeId('Attribute')));
        if (!was) {
          listing.added('attribute', node.title, c.title);
          newAttributes.push({
            versionId: draft.id,
            competencyId,
            attributeTypeId,
            ...(node.uuid ? { uuid: node.uuid } : {}),
            title: node.title,
            archived: node.archived,
            position: bump(`c${competencyId}`),
          });
          continue;
        }
        const edits = history.get(rowKey('attribute', was.id));
        const now = {
          title: was.title,
          archived: was.archived,
          attributeTypeId: was.attributeTypeId,
          competencyId: was.competencyId,
        };
        const file = {
          title: fileTitle(node, was, null, edits),
          archived: node.archived,
          attributeTypeId,
          competencyId,
        };
        const { values, kept } = mergeFields(file, now, edits);
        const label = (v: typeof now) => itemLabel({ ...v, type: typeTitle(v.attributeTypeId) });
        if (kept) listing.kept('attribute', label(file), label(now), edits);
        listing.changed('attribute', label(now), label(values), edits);
        const moved = was.competencyId !== values.competencyId;
        const changed =
          was.title !== values.title ||
          was.archived !== values.archived ||
          was.attributeTypeId !== values.attributeTypeId;
        if (changed || moved) {
          await paced();
          await draftRows.updateAttribute(tx, draft.id, was.id, {
            title: values.title,
            archived: values.archived,
            attributeTypeId: values.attributeTypeId,
            ...(moved ? { competencyId, position: bump(`c${competencyId}`) } : {}),
          });
        }
        if (changed) summary.changed.attributes++;
        if (moved) {
          move({
            kind: 'attribute',
            title: values.title,
            from: titles.get(`c${was.competencyId}`) ?? '',
            to: c.title,
            changedBy: edits?.by ?? [],
          });
        }
      }
    }
  }
  if (issues.length > 0) {
    throw badRequest(
      `The file was not imported: ${issues.length} problem${issues.length > 1 ? 's' : ''}; nothing changed`,
      issues.slice(0, 50),
    );
  }
  summary.added.attributes = (await draftRows.insertAttributes(tx, newAttributes)).length;
  summary.kept = {
    domains: rows.domains.filter((r) => !used.has(`domains:${r.id}`)).length,
    competencies: rows.competencies.filter((r) => !used.has(`competencies:${r.id}`)).length,
    attributes: rows.attributes.filter((r) => !used.has(`attributes:${r.id}`)).length,
  };

  // Relations outside the tree whose origin is a competency of the draft, each once.
  const seen = new Set(rows.relations.map((r) => `${r.competencyId} ${r.relation} ${r.targetUuid}`));
  let position = Math.max(0, ...rows.relations.map((r) => r.position));
  const relationRows = tree.relations.flatMap((r) => {
    const competencyId = competencyIdByUuid.get(r.originUuid);
    const key = `${competencyId} ${r.relation} ${r.targetUuid}`;
    if (competencyId === undefined || seen.has(key)) return [];
    seen.add(key);
    position++;
    return [{ versionId: draft.id, competencyId, relation: r.relation, targetUuid: r.targetUuid, position }];
  });
  if (relationRows.length > 0) await tx.insert(competencyRelation).values(relationRows);
  summary.relationsAdded = relationRows.length;
  listing.finish(summary);

  if (preview) throw new PreviewRollback(summary);
  summary.changeSetId = await recordChangeSet(tx, draft, actor, {
    kind: options.kind,
    summary: { added: summary.added, changed: summary.changed, moved: summary.moved },
    snapshot,
  });
  await recordAudit(tx, actor, [
    {
      action: `draft.${options.kind}`,
      entityType: 'framework_version',
      entityId: draft.id,
      frameworkId: fw.id,
      before: null,
      after: { ...summary, ...options.details },
    },
  ]);
  return summary;
}

/**
 * Imports a file's tree into the framework's draft as one recorded change set.
 * @returns what was added, changed, moved and kept, and the change set's id
 * @throws AppError CONFLICT without a draft; BAD_REQUEST when a file item names a draft item of another
 *   level, or two file items name the same draft item (nothing changes)
 */
export function importIntoDraft(
  db: Db,
  fw: FrameworkRow,
  actor: Actor,
  tree: TreeSource,
  options: DraftImportOptions,
): Promise<DraftImportSummary> {
  return writeInFramework(db, fw.id, (tx) => applyTree(tx, fw, actor, tree, options, false));
}

/**
 * Says what importing the tree would do, writing nothing (the import runs and is rolled back).
 * @returns the summary with `changeSetId: null`
 * @throws AppError as `importIntoDraft`
 */
export async function previewImportIntoDraft(
  db: Db,
  fw: FrameworkRow,
  actor: Actor,
  tree: TreeSource,
  options: DraftImportOptions,
): Promise<DraftImportSummary> {
  try {
    await writeInFramework(db, fw.id, (tx) => applyTree(tx, fw, actor, tree, options, true));
  } catch (error) {
    if (error instanceof PreviewRollback) return error.summary;
    throw error;
  }
  throw new Error('a preview always rolls back');
}
