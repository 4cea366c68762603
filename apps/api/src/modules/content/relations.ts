/**
 * Relations between competencies of one version outside the tree (docs/features/interchange-files.md §9): read for a version, each
 * as the origin competency's lineage uuid, the CASE relation name and the target's lineage uuid, in order.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { competency, competencyRelation } from '../../db/schema/index.js';

/** One relation: origin and target competencies by lineage uuid. */
export interface CompetencyRelation {
  originUuid: string;
  relation: string;
  targetUuid: string;
}

/** The version's competency relations, by origin then position. */
export async function findCompetencyRelations(db: Db, versionId: number): Promise<CompetencyRelation[]> {
  return db
    .select({
      originUuid: competency.uuid,
      relation: competencyRelation.relation,
      targetUuid: competencyRelation.targetUuid,
    })
    .from(competencyRelation)
    .innerJoin(competency, eq(competency.id, competencyRelation.competencyId))
    .where(eq(competencyRelation.versionId, versionId))
    .orderBy(asc(competency.id), asc(competencyRelation.position), asc(competencyRelation.id));
}

/** Copies a version's relations to another version whose competencies have the same lineage uuids. */
export async function copyCompetencyRelations(db: Db, fromVersionId: number, toVersionId: number) {
  const relations = await findCompetencyRelations(db, fromVersionId);
  if (relations.length === 0) return;
  const targets = await db
    .select({ id: competency.id, uuid: competency.uuid })
    .from(competency)
    .where(eq(competency.versionId, toVersionId));
  const idOf = new Map(targets.map((c) => [c.uuid, c.id]));
  const rows = relations.flatMap((r, position) => {
    const competencyId = idOf.get(r.originUuid);
    return competencyId === undefined
      ? []
      : [{ versionId: toVersionId, competencyId, relation: r.relation, targetUuid: r.targetUuid, position }];
  });
  if (rows.length > 0) await db.insert(competencyRelation).values(rows);
}
