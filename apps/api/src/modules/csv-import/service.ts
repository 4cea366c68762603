/**
 * 'Import CSV' into a framework's draft (issue #9 §2): parses the export CSV, plans the draft's visible
 * tree with `planCsvImport` of @hub/domain (matched by uuid; never deletes) and applies it in one
 * framework-locked transaction: titles, parents, order and attribute types of existing items change,
 * items without a uuid are added. Any problem refuses the whole file with row numbers; nothing changes.
 */
import { type CsvImportIssue, indexContentByUuid, parseExportCsv, planCsvImport } from '@hub/domain';
import type { Db } from '../../db/client.js';
import type { FrameworkRow } from '../../db/rows.js';
import type { Actor } from '../../lib/actor.js';
import { recordAudit } from '../../lib/audit.js';
import { badRequest } from '../../lib/errors.js';
import { writeInFramework } from '../../lib/framework-write.js';
import { stripTags } from '../../lib/sanitize.js';
import { findAttributeTypes } from '../content/queries.js';
import { loadContentTree } from '../content/tree-loader.js';
import * as contentRepo from '../curation/repository/content.js';
import { requireDraft } from '../curation/service/guards.js';

/** How many items an import added and changed. */
export interface CsvImportSummary {
  added: { domains: number; competencies: number; attributes: number };
  changed: { domains: number; competencies: number; attributes: number };
}

const issuePath = (issue: CsvImportIssue) => (issue.row === null ? 'file' : `row ${issue.row}`);

/**
 * Imports CSV text into the framework's draft.
 * @returns what was added and changed (0 and 0 when the file equals the draft)
 * @throws AppError CONFLICT without a draft; BAD_REQUEST with one issue per problem (path 'row N' or 'file')
 */
export async function importCsvIntoDraft(
  db: Db,
  fw: FrameworkRow,
  actor: Actor,
  text: string,
): Promise<CsvImportSummary> {
  return writeInFramework(db, fw.id, async (tx) => {
    const draft = await requireDraft(tx, fw);
    const [tree, types] = await Promise.all([loadContentTree(tx, draft), findAttributeTypes(tx, fw.id)]);
    const plan = planCsvImport(
      parseExportCsv(text),
      tree.domains,
      types.map((t) => t.title),
      stripTags,
    );
    if (plan.issues.length > 0) {
      const shown = plan.issues.slice(0, 50);
      throw badRequest(
        `The file was not imported: ${plan.issues.length} problem${plan.issues.length > 1 ? 's' : ''}; nothing changed`,
        shown.map((i) => ({ path: issuePath(i), message: i.message })),
      );
    }
    const typeIds = new Map(types.map((t) => [t.title, t.id]));
    const summary: CsvImportSummary = {
      added: { domains: 0, competencies: 0, attributes: 0 },
      changed: { domains: 0, competencies: 0, attributes: 0 },
    };
    const existing = indexContentByUuid(tree.domains);
    for (const [di, d] of plan.domains.entries()) {
      const before = d.uuid ? existing.domains.get(d.uuid) : undefined;
      let domainId: number;
      if (before) {
        domainId = before.id;
        if (before.title !== d.title || before.position !== di + 1) {
          await contentRepo.updateDomain(tx, draft.id, before.id, { title: d.title, position: di + 1 });
          if (before.title !== d.title) summary.changed.domains++;
        }
      } else {
        const [row] = await contentRepo.insertDomains(tx, [
          { versionId: draft.id, title: d.title, position: di + 1 },
        ]);
        domainId = (row as { id: number }).id;
        summary.added.domains++;
      }
      for (const [ci, c] of d.competencies.entries()) {
        const was = c.uuid ? existing.competencies.get(c.uuid) : undefined;
        let competencyId: number;
        if (was) {
          competencyId = was.id;
          if (was.title !== c.title || was.domainId !== domainId || was.position !== ci + 1) {
            await contentRepo.updateCompetency(tx, draft.id, was.id, {
              title: c.title,
              domainId,
              position: ci + 1,
            });
            if (was.title !== c.title || was.domainId !== domainId) summary.changed.competencies++;
          }
        } else {
          const [row] = await contentRepo.insertCompetencies(tx, [
            { versionId: draft.id, domainId, title: c.title, position: ci + 1 },
          ]);
          competencyId = (row as { id: number }).id;
          summary.added.competencies++;
        }
        for (const [ai, a] of c.attributes.entries()) {
          const attributeTypeId = typeIds.get(a.attributeType) as number;
          const had = a.uuid ? existing.attributes.get(a.uuid) : undefined;
          if (had) {
            const moved = had.competencyId !== competencyId || had.attributeType.id !== attributeTypeId;
            if (had.title !== a.title || moved || had.position !== ai + 1) {
              await contentRepo.updateAttribute(tx, draft.id, had.id, {
                title: a.title,
                competencyId,
                attributeTypeId,
                position: ai + 1,
              });
              if (had.title !== a.title || moved) summary.changed.attributes++;
            }
          } else {
            await contentRepo.insertAttributes(tx, [
              { versionId: draft.id, competencyId, attributeTypeId, title: a.title, position: ai + 1 },
            ]);
            summary.added.attributes++;
          }
        }
      }
    }
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
  });
}
