/**
 * The shared reads of framework content (ADR 0010): a framework by machine name, its attribute
 * types, and one version's domains, competencies and attributes. Every content read is scoped to one
 * version id, so an id of another version is simply not found. The visitor reads, curation and the
 * tree loader all use these queries.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type {
  AttributeRow,
  AttributeTypeRow,
  CompetencyRow,
  DomainRow,
  FrameworkRow,
  VersionRow,
} from '../../db/rows.js';
import {
  attribute,
  attributeType,
  competency,
  domain,
  framework,
  frameworkVersion,
} from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';

/** One framework by machine name (undefined when unknown). */
export async function findFrameworkByMachineName(
  db: Db,
  machineName: string,
): Promise<FrameworkRow | undefined> {
  const [row] = await db.select().from(framework).where(eq(framework.machineName, machineName));
  return row;
}

/**
 * One version of a framework by its number, any status.
 * @returns the version row, or undefined when the framework has no such version
 */
export async function findVersion(
  db: Db,
  frameworkId: number,
  number: string,
): Promise<VersionRow | undefined> {
  const [row] = await db
    .select()
    .from(frameworkVersion)
    .where(and(eq(frameworkVersion.frameworkId, frameworkId), eq(frameworkVersion.number, number)));
  return row;
}

/**
 * Every version of a framework.
 * @returns the version rows, any status, in no particular order
 */
export function findVersionsOf(db: Db, frameworkId: number): Promise<VersionRow[]> {
  return db.select().from(frameworkVersion).where(eq(frameworkVersion.frameworkId, frameworkId));
}

/**
 * One framework by machine name, any version status (the one lookup behind every `{framework}` path
 * parameter of the profile, career pathway, learning pathway and curation routes).
 * @throws AppError NOT_FOUND 'Framework "x" not found'
 */
export async function getFramework(db: Db, machineName: string): Promise<FrameworkRow> {
  const fw = await findFrameworkByMachineName(db, machineName);
  if (!fw) throw notFound(`Framework "${machineName}" not found`);
  return fw;
}

/** The framework's attribute types, ordered by position then id. */
export async function findAttributeTypes(db: Db, frameworkId: number): Promise<AttributeTypeRow[]> {
  return db
    .select()
    .from(attributeType)
    .where(eq(attributeType.frameworkId, frameworkId))
    .orderBy(asc(attributeType.position), asc(attributeType.id));
}

/** A version's domains (optionally only one), ordered by position then id. */
export async function findDomains(db: Db, versionId: number, domainId?: number): Promise<DomainRow[]> {
  return db
    .select()
    .from(domain)
    .where(
      domainId === undefined
        ? eq(domain.versionId, versionId)
        : and(eq(domain.versionId, versionId), eq(domain.id, domainId)),
    )
    .orderBy(asc(domain.position), asc(domain.id));
}

/** Competencies of a version (optionally only those of one domain), ordered by position then id. */
export async function findCompetencies(
  db: Db,
  versionId: number,
  domainId?: number,
): Promise<CompetencyRow[]> {
  return db
    .select()
    .from(competency)
    .where(
      domainId === undefined
        ? eq(competency.versionId, versionId)
        : and(eq(competency.versionId, versionId), eq(competency.domainId, domainId)),
    )
    .orderBy(asc(competency.position), asc(competency.id));
}

/** Attributes of a version, or of some of its competencies, ordered by position then id. */
export async function findAttributes(
  db: Db,
  versionId: number,
  competencyIds?: number[],
): Promise<AttributeRow[]> {
  if (competencyIds && competencyIds.length === 0) return [];
  return db
    .select()
    .from(attribute)
    .where(
      competencyIds === undefined
        ? eq(attribute.versionId, versionId)
        : and(eq(attribute.versionId, versionId), inArray(attribute.competencyId, competencyIds)),
    )
    .orderBy(asc(attribute.position), asc(attribute.id));
}

/** An attribute with its attribute type's id, uuid and title. */
export type AttributeWithTypeRow = AttributeRow & {
  attributeType: { id: number; uuid: string; title: string };
};

/** One attribute as `json_build_array` in {@link findAttributesWithType} lists it. */
type AttributeTuple = [
  number,
  number,
  number,
  number,
  number,
  string,
  string,
  number,
  boolean,
  string,
  string,
];

/**
 * Attributes of a version (or of some of its competencies) with their attribute type, ordered by
 * position then id. The type may belong to another framework (an extension's core content).
 * Read as one `json_agg` value rather than one result row per attribute: the embedded database hands
 * rows over one by one, and a framework's 20,000 attributes took seconds that way against about a
 * tenth as one JSON text (ADR 0019: the manage screen of a 2,000-competency framework in under 2 s).
 */
export async function findAttributesWithType(
  db: Db,
  versionId: number,
  competencyIds?: number[],
): Promise<AttributeWithTypeRow[]> {
  if (competencyIds && competencyIds.length === 0) return [];
  const scope =
    competencyIds === undefined
      ? sql`a.version_id = ${versionId}`
      : sql`a.version_id = ${versionId} AND a.competency_id IN (${sql.join(
          competencyIds.map((id) => sql`${id}`),
          sql`, `,
        )})`;
  const result = (await db.execute(sql`
    SELECT json_agg(json_build_array(a.id, a.revision, a.version_id, a.competency_id, a.attribute_type_id,
        a.uuid, a.title, a.position, a.archived, t.uuid, t.title) ORDER BY a.position, a.id)::text AS list
    FROM attribute a JOIN attribute_type t ON t.id = a.attribute_type_id
    WHERE ${scope}`)) as unknown as { rows: { list: string | null }[] };
  const tuples = JSON.parse(result.rows[0]?.list ?? '[]') as AttributeTuple[];
  return tuples.map(
    ([id, revision, vId, competencyId, attributeTypeId, uuid, title, position, archived, tUuid, tTitle]) => ({
      id,
      revision,
      versionId: vId,
      competencyId,
      attributeTypeId,
      uuid,
      title,
      position,
      archived,
      attributeType: { id: attributeTypeId, uuid: tUuid, title: tTitle },
    }),
  );
}
