/**
 * CASE package import (docs/features/interchange-files.md §1): a CFPackage (read and checked by case-package.ts) becomes a new draft
 * of the framework whose lineage it shares (any domain, competency or attribute uuid already in the hub, or,
 * for a hub's own package, the framework its `extensions.machineName` names), or a new framework with a
 * draft. Items keep their lineage uuids and archived flags (CASE 1.1 `extensions.status`); attributes take
 * their CFItemType as attribute type; a new framework takes the CFDocument's `publisher` as its owner and,
 * when the package names a core version the hub has, becomes its extension (ADR 0043); the rubric's levels become the expertise levels the framework lacks. Associations other than isChildOf cannot be stored in the hub's tree: they are kept in
 * the import's audit event and reported (unknown types counted apart). One transaction: on any error
 * nothing changes. Used by `npm run import -- file.json` and the managers' upload.
 */
import { FRAMEWORK_CATEGORIES, sortVersionsNewestFirst } from '@hub/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { insertAttributes, insertCompetencies, insertDomains } from '../../db/content-writer.js';
import { frameworksWithLineage } from '../../db/lineage.js';
import type { FrameworkRow } from '../../db/rows.js';
import { competencyRelation, framework, frameworkVersion } from '../../db/schema/index.js';
import { ImportConflictError } from '../../db/seed/importer.js';
import { addExpertiseLevels, attributeTypes } from '../../db/vocabulary-writer.js';
import type { Actor } from '../../lib/actor.js';
import { recordAudit } from '../../lib/audit.js';
import { lockFramework } from '../../lib/framework-write.js';
import { type CaseNode, type CaseTree, readCasePackage } from './case-package.js';
import { UUID } from './case-package-schema.js';

/** What an import did. */
export interface CaseImportOutcome {
  status: 'created-framework' | 'created-draft';
  machineName: string;
  domains: number;
  competencies: number;
  attributes: number;
  /** Associations that are not part of the tree, by type (kept in the audit event). */
  keptAssociations: Record<string, number>;
  /** Association types CASE does not define (kept and reported, never dropped). */
  unknownAssociationTypes: string[];
}

/** Row id by lineage uuid. */
const byUuid = (rows: { id: number; uuid: string }[]) => new Map(rows.map((r) => [r.uuid, r.id]));

const slugify = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 56) || 'framework';

/** A machine name not yet taken: the package's own when valid, else one made from the title. */
async function freeMachineName(tx: Db, tree: CaseTree): Promise<string> {
  const wanted =
    tree.machineName && /^[a-z0-9][a-z0-9._-]{0,55}$/.test(tree.machineName)
      ? tree.machineName
      : slugify(tree.title);
  const taken = new Set(
    (await tx.select({ m: framework.machineName }).from(framework)).map((r) => r.m.toLowerCase()),
  );
  if (!taken.has(wanted)) return wanted;
  for (let n = 2; ; n++) if (!taken.has(`${wanted}-${n}`)) return `${wanted}-${n}`;
}

/**
 * The hub's version that a package's extension relation names (ADR 0043): by the core CFDocument's
 * identifier (a version uuid), else by machine name and number; null when the hub has no such version, in
 * which case the import is a standalone framework.
 */
async function coreVersionOf(
  tx: Db,
  wanted: CaseTree['extendsFramework'],
): Promise<{ frameworkId: number; number: string } | null> {
  if (!wanted) return null;
  const columns = { frameworkId: frameworkVersion.frameworkId, number: frameworkVersion.number };
  if (wanted.identifier && UUID.test(wanted.identifier)) {
    const [byIdentifier] = await tx
      .select(columns)
      .from(frameworkVersion)
      .where(eq(frameworkVersion.uuid, wanted.identifier));
    if (byIdentifier) return byIdentifier;
  }
  if (!wanted.machineName || !wanted.version) return null;
  const [byName] = await tx
    .select(columns)
    .from(frameworkVersion)
    .innerJoin(framework, eq(framework.id, frameworkVersion.frameworkId))
    .where(and(eq(framework.machineName, wanted.machineName), eq(frameworkVersion.number, wanted.version)));
  return byName ?? null;
}

/**
 * Imports a CFPackage's text as a draft.
 * @throws ImportValidationError (JSON paths) for a bad package; ImportConflictError when the matching
 *   framework already has a draft, or when the items belong to several frameworks
 */
export async function importCasePackage(
  db: Db,
  textContent: string,
  actor: Actor,
  fileName?: string,
  /** Called with the matched existing framework before anything is written; throws to refuse. */
  authorise?: (fw: FrameworkRow) => void,
): Promise<CaseImportOutcome> {
  return writeCaseTree(db, await readCasePackage(textContent, fileName), actor, fileName, authorise);
}

/**
 * Writes a checked CASE tree (readCasePackage) as a new draft, in one transaction.
 * @throws ImportConflictError as importCasePackage; whatever `authorise` throws
 */
export async function writeCaseTree(
  db: Db,
  tree: CaseTree,
  actor: Actor,
  fileName?: string,
  authorise?: (fw: FrameworkRow) => void,
): Promise<CaseImportOutcome> {
  const lineage: string[] = [];
  const walk = (nodes: CaseNode[]) => {
    for (const n of nodes) {
      lineage.push(n.lineageUuid);
      walk(n.children);
    }
  };
  walk(tree.domains);

  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    let matches = await frameworksWithLineage(tx, lineage);
    if (matches.length === 0 && tree.machineName) {
      // A hub's own package names its framework (extensions.machineName): a version without shared
      // lineage (all codes changed) still belongs to it.
      const [named] = await tx
        .select({ id: framework.id })
        .from(framework)
        .where(eq(framework.machineName, tree.machineName));
      if (named) matches = [named.id];
    }
    if (matches.length > 1) {
      throw new ImportConflictError(
        'The package holds items of several frameworks of the hub; import them separately',
      );
    }
    let fw: FrameworkRow;
    let status: CaseImportOutcome['status'];
    if (matches.length === 1) {
      [fw] = (await tx
        .select()
        .from(framework)
        .where(eq(framework.id, matches[0] as number))) as [FrameworkRow];
      authorise?.(fw);
      await lockFramework(tx, fw.id);
      status = 'created-draft';
    } else {
      const machineName = await freeMachineName(tx, tree);
      const category = FRAMEWORK_CATEGORIES.find((c) => c === tree.category) ?? FRAMEWORK_CATEGORIES[0];
      const core = await coreVersionOf(tx, tree.extendsFramework);
      [fw] = (await tx
        .insert(framework)
        .values({
          machineName,
          title: tree.title,
          description: tree.description,
          category,
          licence: tree.licence ?? 'Not stated',
          publisherName: tree.publisher,
          coreFrameworkId: core?.frameworkId ?? null,
          coreVersionNumber: core?.number ?? null,
        })
        .returning()) as [FrameworkRow];
      status = 'created-framework';
    }
    const versions = await tx.select().from(frameworkVersion).where(eq(frameworkVersion.frameworkId, fw.id));
    if (versions.some((v) => v.status === 'draft')) {
      throw new ImportConflictError(
        `${fw.machineName} already has a draft: import the package into that draft (Export page, 'Import into the draft'), or release it first`,
      );
    }
    const live = sortVersionsNewestFirst(versions.filter((v) => v.status === 'live'))[0];
    const [draft] = await tx
      .insert(frameworkVersion)
      .values({ frameworkId: fw.id, number: 'draft', status: 'draft', basedOnVersionId: live?.id ?? null })
      .returning();
    if (!draft) throw new Error('draft insert returned no row');

    // Attribute types and expertise levels (by uuid or rating) the framework lacks are added.
    const { typeId } = await attributeTypes(tx, fw);
    const levelsAdded = await addExpertiseLevels(tx, fw, tree.expertiseLevels);
    // Attribute types first, then each level in bulk through the content writer (db/content-writer.ts),
    // mapped back by uuid; it yields between statements, so cached reads are answered meanwhile.
    const types = new Map<string, number>();
    for (const d of tree.domains) {
      for (const c of d.children) {
        for (const a of c.children) {
          const title = a.itemType || 'Attribute';
          if (!types.has(title)) types.set(title, await typeId(title));
        }
      }
    }
    const counts = { domains: 0, competencies: 0, attributes: 0 };
    const domainIds = byUuid(
      await insertDomains(
        tx,
        tree.domains.map((d, di) => ({
          versionId: draft.id,
          uuid: d.lineageUuid,
          code: d.code,
          title: d.title,
          description: d.notes,
          groupTitle: d.group?.title ?? null,
          groupDescription: d.group?.description ?? '',
          position: di + 1,
          archived: d.archived,
        })),
      ),
    );
    counts.domains = tree.domains.length;
    const competencyRows = tree.domains.flatMap((d) =>
      d.children.map((c, ci) => ({
        versionId: draft.id,
        domainId: domainIds.get(d.lineageUuid) as number,
        uuid: c.lineageUuid,
        code: c.code,
        title: c.title,
        position: ci + 1,
        archived: c.archived,
      })),
    );
    const competencyIds = byUuid(await insertCompetencies(tx, competencyRows));
    counts.competencies = competencyRows.length;
    const attributeRows = tree.domains.flatMap((d) =>
      d.children.flatMap((c) =>
        c.children.map((a, ai) => ({
          versionId: draft.id,
          competencyId: competencyIds.get(c.lineageUuid) as number,
          attributeTypeId: types.get(a.itemType || 'Attribute') as number,
          uuid: a.lineageUuid,
          title: a.title,
          position: ai + 1,
          archived: a.archived,
        })),
      ),
    );
    await insertAttributes(tx, attributeRows);
    counts.attributes = attributeRows.length;
    const seen = new Set<string>();
    const relationRows = tree.relations.flatMap((r, position) => {
      const competencyId = competencyIds.get(r.originUuid);
      const key = `${r.originUuid} ${r.relation} ${r.targetUuid}`;
      if (competencyId === undefined || seen.has(key)) return [];
      seen.add(key);
      return [
        { versionId: draft.id, competencyId, relation: r.relation, targetUuid: r.targetUuid, position },
      ];
    });
    if (relationRows.length > 0) await tx.insert(competencyRelation).values(relationRows);
    const keptAssociations: Record<string, number> = {};
    for (const a of tree.otherAssociations)
      keptAssociations[a.associationType] = (keptAssociations[a.associationType] ?? 0) + 1;
    const unknownAssociationTypes = [
      ...new Set(tree.otherAssociations.filter((a) => !a.known).map((a) => a.associationType)),
    ];
    await recordAudit(tx, actor, [
      {
        action: 'draft.import-case',
        entityType: 'framework_version',
        entityId: draft.id,
        frameworkId: fw.id,
        before: null,
        after: {
          fileName: fileName ?? null,
          ...counts,
          expertiseLevels: levelsAdded,
          associations: tree.otherAssociations,
        },
      },
    ]);
    return { status, machineName: fw.machineName, ...counts, keptAssociations, unknownAssociationTypes };
  });
}

/** One line for the command line and the upload's answer. */
export function describeCaseImport(o: CaseImportOutcome): string {
  const what = `${o.domains} domains, ${o.competencies} competencies, ${o.attributes} attributes`;
  const head =
    o.status === 'created-framework'
      ? `created framework ${o.machineName} with a draft (${what})`
      : `created a draft of ${o.machineName} (${what})`;
  const kept = Object.entries(o.keptAssociations).map(([type, n]) => `${n} ${type}`);
  const unknown = o.unknownAssociationTypes.length
    ? `; unknown association types kept in the audit trail: ${o.unknownAssociationTypes.join(', ')}`
    : '';
  return `${head}${kept.length ? `; associations outside the tree kept in the audit trail: ${kept.join(', ')}` : ''}${unknown}`;
}
