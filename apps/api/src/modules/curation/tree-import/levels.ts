/**
 * The three levels of a merge of a file's tree into a draft (ADR 0028, 0065), in order: domains, then
 * competencies, then attributes. At each level a matched item takes the file's fields, except those a
 * colleague changed since the file's source (`mergeFields`), and is updated only when something differs;
 * an item under another parent is a move (placed last there, listed); new items are inserted in bulk after
 * their siblings. Each function counts into the run's summary and listing.
 */
import { yieldToEventLoop } from '../../../db/content-writer.js';
import type { AttributeRow, CompetencyRow, DomainRow } from '../../../db/rows.js';
import * as draftRows from '../service/draft-rows.js';
import { itemLabel } from './listing.js';
import { codeFor, type MergeRun } from './merge-run.js';
import { fileTitle, mergeFields, rowKey } from './row-edits.js';
import type { ImportNode, ImportTree } from './types.js';

/** The attribute-type lookups of `attributeTypes` (vocabulary.ts). */
export interface TypeLookup {
  typeId(title: string): Promise<number>;
  typeTitle(id: number): string;
}

/**
 * A domain's group (ADR 0046, 0067): the file's when it names one, else the matched domain's; a group
 * keeps its description when the file names it (groups are titles in the files that carry them).
 */
function groupsOf(rows: readonly DomainRow[]) {
  const descriptions = new Map(
    rows.flatMap((d) => (d.groupTitle ? [[d.groupTitle, d.groupDescription] as const] : [])),
  );
  return (node: ImportNode, was?: DomainRow) => {
    const groupTitle = node.group === undefined ? (was?.groupTitle ?? null) : node.group;
    const groupDescription =
      groupTitle === null
        ? ''
        : groupTitle === was?.groupTitle
          ? was.groupDescription
          : (descriptions.get(groupTitle) ?? '');
    return { groupTitle, groupDescription };
  };
}

/**
 * Merges the file's domains.
 * @returns the draft id of each file domain, by its index in the file
 */
export async function mergeDomains(run: MergeRun, tree: ImportTree): Promise<number[]> {
  const { summary, listing } = run;
  const groupOf = groupsOf(run.rows.domains);
  const domainIds: number[] = [];
  const newDomains: { index: number; node: ImportNode }[] = [];
  for (const [di, node] of tree.domains.entries()) {
    const was = run.match<DomainRow>('domains', node, `domain ${di + 1} "${node.title}"`);
    if (!was) {
      newDomains.push({ index: di, node });
      continue;
    }
    domainIds[di] = was.id;
    const edits = run.history.get(rowKey('domain', was.id));
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
      await run.paced();
      await draftRows.updateDomain(run.tx, run.draftId, was.id, { ...values, ...group });
      summary.changed.domains++;
    }
    run.titles.set(`d${was.id}`, values.title);
  }
  const inserted = await draftRows.insertDomains(
    run.tx,
    newDomains.map(({ node }) => ({
      versionId: run.draftId,
      ...(node.uuid ? { uuid: node.uuid } : {}),
      code: node.code ?? null,
      title: node.title,
      archived: node.archived,
      ...groupOf(node),
      position: run.nextPosition('root'),
    })),
  );
  inserted.forEach((row, i) => {
    domainIds[(newDomains[i] as { index: number }).index] = row.id;
    run.titles.set(`d${row.id}`, row.title);
    listing.added('domain', itemLabel(row), null);
  });
  summary.added.domains = inserted.length;
  return domainIds;
}

/**
 * Merges the file's competencies under the domains `mergeDomains` placed.
 * @returns the draft id of each file competency by domain and competency index, and the inserted rows
 */
export async function mergeCompetencies(run: MergeRun, tree: ImportTree, domainIds: readonly number[]) {
  const { summary, listing } = run;
  const competencyIds: number[][] = [];
  const newCompetencies: {
    di: number;
    ci: number;
    values: Parameters<typeof draftRows.insertCompetencies>[1][number];
  }[] = [];
  for (const [di, d] of tree.domains.entries()) {
    const domainId = domainIds[di] as number;
    const ids: number[] = [];
    competencyIds[di] = ids;
    for (const [ci, node] of d.children.entries()) {
      const was = run.match<CompetencyRow>('competencies', node, `competency "${node.title}"`);
      if (!was) {
        newCompetencies.push({
          di,
          ci,
          values: {
            versionId: run.draftId,
            domainId,
            ...(node.uuid ? { uuid: node.uuid } : {}),
            code: node.code ?? null,
            title: node.title,
            archived: node.archived,
            position: run.nextPosition(`d${domainId}`),
          },
        });
        continue;
      }
      ids[ci] = was.id;
      const edits = run.history.get(rowKey('competency', was.id));
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
        await run.paced();
        await draftRows.updateCompetency(run.tx, run.draftId, was.id, {
          title: values.title,
          code: values.code,
          archived: values.archived,
          ...(moved ? { domainId, position: run.nextPosition(`d${domainId}`) } : {}),
        });
      }
      if (changed) summary.changed.competencies++;
      if (moved) {
        run.move({
          kind: 'competency',
          title: values.title,
          from: run.titles.get(`d${was.domainId}`) ?? '',
          to: d.title,
          changedBy: edits?.by ?? [],
        });
      }
      run.titles.set(`c${was.id}`, values.title);
    }
  }
  const inserted = await draftRows.insertCompetencies(
    run.tx,
    newCompetencies.map((n) => n.values),
  );
  inserted.forEach((row, i) => {
    const { di, ci } = newCompetencies[i] as { di: number; ci: number };
    (competencyIds[di] as number[])[ci] = row.id;
    run.titles.set(`c${row.id}`, row.title);
    listing.added('competency', itemLabel(row), run.titles.get(`d${row.domainId}`) ?? null);
  });
  summary.added.competencies = inserted.length;
  return { competencyIds, inserted };
}

/**
 * Merges the file's attributes under the competencies `mergeCompetencies` placed. A file without
 * attribute types (a Moodle CSV from elsewhere) leaves a matched attribute's type as it is.
 * @returns the new attributes to insert (after the caller has checked the matcher's issues)
 */
export async function mergeAttributes(
  run: MergeRun,
  tree: ImportTree,
  competencyIds: readonly (readonly number[])[],
  types: TypeLookup,
) {
  const { summary, listing } = run;
  const newAttributes: Parameters<typeof draftRows.insertAttributes>[1] = [];
  let seen = 0;
  for (const [di, d] of tree.domains.entries()) {
    for (const [ci, c] of d.children.entries()) {
      const competencyId = competencyIds[di]?.[ci] as number;
      for (const node of c.children) {
        if (++seen % 1_000 === 0) await yieldToEventLoop();
        const was = run.match<AttributeRow>('attributes', node, `attribute "${node.title}"`);
        const attributeTypeId = node.itemType
          ? await types.typeId(node.itemType)
          : (was?.attributeTypeId ?? (await types.typeId('Attribute')));
        if (!was) {
          listing.added('attribute', node.title, c.title);
          newAttributes.push({
            versionId: run.draftId,
            competencyId,
            attributeTypeId,
            ...(node.uuid ? { uuid: node.uuid } : {}),
            title: node.title,
            archived: node.archived,
            position: run.nextPosition(`c${competencyId}`),
          });
          continue;
        }
        const edits = run.history.get(rowKey('attribute', was.id));
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
        const label = (v: typeof now) => itemLabel({ ...v, type: types.typeTitle(v.attributeTypeId) });
        if (kept) listing.kept('attribute', label(file), label(now), edits);
        listing.changed('attribute', label(now), label(values), edits);
        const moved = was.competencyId !== values.competencyId;
        const changed =
          was.title !== values.title ||
          was.archived !== values.archived ||
          was.attributeTypeId !== values.attributeTypeId;
        if (changed || moved) {
          await run.paced();
          await draftRows.updateAttribute(run.tx, run.draftId, was.id, {
            title: values.title,
            archived: values.archived,
            attributeTypeId: values.attributeTypeId,
            ...(moved ? { competencyId, position: run.nextPosition(`c${competencyId}`) } : {}),
          });
        }
        if (changed) summary.changed.attributes++;
        if (moved) {
          run.move({
            kind: 'attribute',
            title: values.title,
            from: run.titles.get(`c${was.competencyId}`) ?? '',
            to: c.title,
            changedBy: edits?.by ?? [],
          });
        }
      }
    }
  }
  return newAttributes;
}
