/**
 * The competency relations of a framework file (ADR 0046): `relations[{relation, target}]` on its
 * competencies, written as `competency_relation` rows of the new version by the framework importer.
 */
import type { assignLineageUuids } from '@hub/domain';
import type { Db } from '../client.js';
import { INSERT_CHUNK } from '../content-writer.js';
import { ImportValidationError } from '../import-contract.js';
import { competencyRelation } from '../schema/index.js';
import type { FrameworkFile } from './file-schema.js';

/**
 * Inserts the competencies' relations (ADR 0046), in file order per competency.
 * @throws ImportValidationError when a target is not a competency of the file
 */
export async function insertRelations(
  tx: Db,
  versionId: number,
  file: FrameworkFile,
  ids: ReturnType<typeof assignLineageUuids>,
  competencyIds: Map<string, number>,
): Promise<void> {
  const rows: (typeof competencyRelation.$inferInsert)[] = [];
  const problems: { path: string; message: string }[] = [];
  file.domains.forEach((d, di) => {
    d.competencies.forEach((c, ci) => {
      const competencyId = competencyIds.get(ids[di]?.competencies[ci]?.uuid as string) as number;
      (c.relations ?? []).forEach((r, ri) => {
        if (!competencyIds.has(r.target)) {
          problems.push({
            path: `$.domains[${di}].competencies[${ci}].relations[${ri}].target`,
            message: `no competency of the file has the uuid ${r.target}`,
          });
        }
        rows.push({ versionId, competencyId, relation: r.relation, targetUuid: r.target, position: ri });
      });
    });
  });
  if (problems.length > 0) throw new ImportValidationError(problems, file.machine_name);
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await tx.insert(competencyRelation).values(rows.slice(i, i + INSERT_CHUNK));
  }
}
