/**
 * 'Import CSV' into a framework's draft (issue #9 §2; issue #21 §3–§4, ADR 0022): parses the export CSV,
 * plans the draft's visible tree with `planCsvImport` of @hub/domain (matched by uuid; never deletes) and
 * applies it in one framework-locked transaction. Positions are kept: existing items stay where they are
 * (an item given another parent is a move: it goes last there), new items are appended after their
 * siblings. The import is one recorded change set holding the draft's rows from before it, so it can be
 * undone; a preview runs the same import and rolls it back, so it says exactly what the import would
 * add, change and move. Any problem refuses the whole file with row numbers; nothing changes.
 */
import {
  type CsvImportIssue,
  indexContentByUuid,
  type ParsedCsv,
  parseExportCsv,
  planCsvImport,
} from '@hub/domain';
import type { Db } from '../../db/client.js';
import type { FrameworkRow } from '../../db/rows.js';
import type { Actor } from '../../lib/actor.js';
import { recordAudit } from '../../lib/audit.js';
import { badRequest } from '../../lib/errors.js';
import { writeInFramework } from '../../lib/framework-write.js';
import { stripTags } from '../../lib/sanitize.js';
import { findAttributeTypes, findDomains, findVersion, loadContentTree } from '../content/index.js';
import { draftRows, recordChangeSet, requireDraft, snapshotDraft } from '../curation/index.js';

type Counts = { domains: number; competencies: number; attributes: number };

/** One item the import gives another parent. */
export interface CsvImportMove {
  kind: 'competency' | 'attribute';
  title: string;
  from: string;
  to: string;
}

/** What an import added, changed (title or attribute type) and moved (another parent). */
export interface CsvImportSummary {
  added: Counts;
  changed: Counts;
  moved: Counts;
  /** The moves, first 200. */
  moves: CsvImportMove[];
  /** The recorded change set (undo it with its id); null for a preview. */
  changeSetId: number | null;
}

const MAX_MOVES_LISTED = 200;
const issuePath = (issue: CsvImportIssue) => (issue.row === null ? 'file' : `row ${issue.row}`);
const zero = (): Counts => ({ domains: 0, competencies: 0, attributes: 0 });

/** Thrown to roll a preview back once its summary is known. */
class PreviewRollback extends Error {
  constructor(readonly summary: CsvImportSummary) {
    super('preview');
  }
}

/**
 * For an extension, the (lower-case) uuids of its core version's domains: its export holds their rows,
 * which an import skips (ADR 0045). Empty for a framework that extends nothing.
 */
async function coreDomainUuids(tx: Db, fw: FrameworkRow): Promise<Set<string>> {
  if (fw.coreFrameworkId === null || !fw.coreVersionNumber) return new Set();
  const core = await findVersion(tx, fw.coreFrameworkId, fw.coreVersionNumber);
  if (!core) return new Set();
  return new Set((await findDomains(tx, core.id)).map((d) => d.uuid.toLowerCase()));
}

/** Applies the file to the draft inside `tx`. @returns what changed */
async function applyCsv(tx: Db, fw: FrameworkRow, actor: Actor, csv: ParsedCsv, preview: boolean) {
  const draft = await requireDraft(tx, fw);
  const [tree, types, core] = await Promise.all([
    loadContentTree(tx, draft),
    findAttributeTypes(tx, fw.id),
    coreDomainUuids(tx, fw),
  ]);
  const plan = planCsvImport(
    csv,
    tree.domains,
    types.map((t) => t.title),
    stripTags,
    core,
  );
  if (plan.issues.length > 0) {
    const shown = plan.issues.slice(0, 50);
    throw badRequest(
      `The file was not imported: ${plan.issues.length} problem${plan.issues.length > 1 ? 's' : ''}; nothing changed`,
      shown.map((i) => ({ path: issuePath(i), message: i.message })),
    );
  }
  const snapshot = preview ? null : await snapshotDraft(tx, draft.id);
  const typeIds = new Map(types.map((t) => [t.title, t.id]));
  const summary: CsvImportSummary = {
    added: zero(),
    changed: zero(),
    moved: zero(),
    moves: [],
    changeSetId: null,
  };
  const move = (m: CsvImportMove) => {
    summary.moved[m.kind === 'competency' ? 'competencies' : 'attributes']++;
    if (summary.moves.length < MAX_MOVES_LISTED) summary.moves.push(m);
  };
  const existing = indexContentByUuid(tree.domains);
  // The last position under each parent (archived items included), to append after.
  const last = new Map<string, number>();
  const bump = (key: string) => {
    const next = (last.get(key) ?? 0) + 1;
    last.set(key, next);
    return next;
  };
  const note = (key: string, position: number) => last.set(key, Math.max(last.get(key) ?? 0, position));
  const domainTitles = new Map<number, string>();
  const competencyTitles = new Map<number, string>();
  for (const d of tree.domains) {
    note('root', d.position);
    domainTitles.set(d.id, d.title);
    for (const c of d.competencies) {
      note(`d${d.id}`, c.position);
      competencyTitles.set(c.id, c.title);
      for (const a of c.attributes) note(`c${c.id}`, a.position);
    }
  }

  for (const d of plan.domains) {
    const before = d.uuid ? existing.domains.get(d.uuid) : undefined;
    let domainId: number;
    if (before) {
      domainId = before.id;
      if (before.title !== d.title) {
        await draftRows.updateDomain(tx, draft.id, before.id, { title: d.title });
        summary.changed.domains++;
      }
    } else {
      const [row] = await draftRows.insertDomains(tx, [
        { versionId: draft.id, title: d.title, position: bump('root') },
      ]);
      domainId = (row as { id: number }).id;
      summary.added.domains++;
    }
    domainTitles.set(domainId, d.title);
    for (const c of d.competencies) {
      const was = c.uuid ? existing.competencies.get(c.uuid) : undefined;
      let competencyId: number;
      if (was) {
        competencyId = was.id;
        const moved = was.domainId !== domainId;
        if (was.title !== c.title || moved) {
          await draftRows.updateCompetency(tx, draft.id, was.id, {
            title: c.title,
            ...(moved ? { domainId, position: bump(`d${domainId}`) } : {}),
          });
          if (was.title !== c.title) summary.changed.competencies++;
          if (moved) {
            move({
              kind: 'competency',
              title: c.title,
              from: domainTitles.get(was.domainId) ?? '',
              to: d.title,
            });
          }
        }
      } else {
        const [row] = await draftRows.insertCompetencies(tx, [
          { versionId: draft.id, domainId, title: c.title, position: bump(`d${domainId}`) },
        ]);
        competencyId = (row as { id: number }).id;
        summary.added.competencies++;
      }
      competencyTitles.set(competencyId, c.title);
      for (const a of c.attributes) {
        const attributeTypeId = typeIds.get(a.attributeType) as number;
        const had = a.uuid ? existing.attributes.get(a.uuid) : undefined;
        if (had) {
          const moved = had.competencyId !== competencyId;
          const retyped = had.attributeType.id !== attributeTypeId;
          if (had.title !== a.title || moved || retyped) {
            await draftRows.updateAttribute(tx, draft.id, had.id, {
              title: a.title,
              attributeTypeId,
              ...(moved ? { competencyId, position: bump(`c${competencyId}`) } : {}),
            });
            if (had.title !== a.title || retyped) summary.changed.attributes++;
            if (moved) {
              move({
                kind: 'attribute',
                title: a.title,
                from: competencyTitles.get(had.competencyId) ?? '',
                to: c.title,
              });
            }
          }
        } else {
          await draftRows.insertAttributes(tx, [
            {
              versionId: draft.id,
              competencyId,
              attributeTypeId,
              title: a.title,
              position: bump(`c${competencyId}`),
            },
          ]);
          summary.added.attributes++;
        }
      }
    }
  }
  if (preview) throw new PreviewRollback(summary);
  summary.changeSetId = await recordChangeSet(tx, draft, actor, {
    kind: 'import-csv',
    summary: { added: summary.added, changed: summary.changed, moved: summary.moved },
    snapshot: snapshot as NonNullable<typeof snapshot>,
  });
  await recordAudit(tx, actor, [
    {
      action: 'draft.import-csv',
      entityType: 'framework_version',
      entityId: draft.id,
      frameworkId: fw.id,
      before: null,
      after: summary,
    },
  ]);
  return summary;
}

/**
 * Imports CSV text into the framework's draft as one recorded change set.
 * @returns what was added, changed and moved, and the change set's id (all 0 when the file equals the draft)
 * @throws AppError CONFLICT without a draft; BAD_REQUEST with one issue per problem (path 'row N' or 'file')
 */
export async function importCsvIntoDraft(
  db: Db,
  fw: FrameworkRow,
  actor: Actor,
  text: string,
): Promise<CsvImportSummary> {
  return writeCsvIntoDraft(db, fw, actor, parseExportCsv(text), false);
}

/**
 * Writes a parsed CSV (parseExportCsv, read outside the transaction) into the framework's draft: the
 * import, or with `preview` the same import rolled back.
 * @returns what was (or would be) added, changed and moved
 * @throws AppError as `importCsvIntoDraft`
 */
export async function writeCsvIntoDraft(
  db: Db,
  fw: FrameworkRow,
  actor: Actor,
  csv: ParsedCsv,
  preview: boolean,
): Promise<CsvImportSummary> {
  if (!preview) return writeInFramework(db, fw.id, (tx) => applyCsv(tx, fw, actor, csv, false));
  try {
    await writeInFramework(db, fw.id, (tx) => applyCsv(tx, fw, actor, csv, true));
  } catch (error) {
    if (error instanceof PreviewRollback) return error.summary;
    throw error;
  }
  throw new Error('a preview always rolls back');
}

/**
 * Says what importing the CSV text would add, change and move, writing nothing (the import runs and is
 * rolled back).
 * @returns the summary with `changeSetId: null`
 * @throws AppError as `importCsvIntoDraft`
 */
export async function previewCsvImport(
  db: Db,
  fw: FrameworkRow,
  actor: Actor,
  text: string,
): Promise<CsvImportSummary> {
  return writeCsvIntoDraft(db, fw, actor, parseExportCsv(text), true);
}
