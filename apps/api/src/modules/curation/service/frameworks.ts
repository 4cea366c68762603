/**
 * Framework metadata (docs/features/curation.md §5): managers of a framework edit its title, description, home-page
 * category and licence; any framework manager creates a new framework (empty draft), which is then
 * assigned to them, as a CASE upload of a new framework is (docs/features/curation.md §1 roles).
 * Audited as 'framework.update' and 'framework.create'.
 */
import type { CreateFrameworkRequest, FrameworkMetadataRequest } from '@hub/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import type { FrameworkRow } from '../../../db/rows.js';
import { framework } from '../../../db/schema/index.js';
import type { Actor } from '../../../lib/actor.js';
import { conflict } from '../../../lib/errors.js';
import { rowCheck, runRevisedWrite } from '../../../lib/revised-write.js';
import type { Expected } from '../../../lib/revision.js';
import * as versionRepo from '../repository/versions.js';

/**
 * Changes a framework's title, description, category or licence.
 * @returns the framework row after the change
 */
export async function updateFrameworkMetadata(
  db: Db,
  fw: FrameworkRow,
  actor: Actor,
  request: FrameworkMetadataRequest,
  expected: Expected = undefined,
): Promise<FrameworkRow> {
  return runRevisedWrite(db, {
    actor,
    lock: { framework: fw.id },
    load: async (tx) => (await tx.select().from(framework).where(eq(framework.id, fw.id)))[0],
    ifMatch: (before) => rowCheck(before ? expected : undefined, 'framework', 'This framework', before ?? fw),
    validate: () => Object.fromEntries(Object.entries(request).filter(([, v]) => v !== undefined)),
    update: async ({ tx, values }) =>
      (await tx.update(framework).set(values).where(eq(framework.id, fw.id)).returning())[0] as FrameworkRow,
    audit: ({ before, after }) => ({
      action: 'framework.update',
      entityType: 'framework',
      entityId: fw.id,
      frameworkId: fw.id,
      before,
      after,
    }),
  });
}

/**
 * Creates a framework with an empty draft (hidden from visitors until released): a creation run by the
 * write runner (ADR 0056); a machine name taken meanwhile is refused as the check refuses it.
 * @returns the new framework row
 * @throws AppError CONFLICT when the machine name is taken (in any letter case)
 */
export async function createFramework(
  db: Db,
  actor: Actor,
  request: CreateFrameworkRequest,
): Promise<FrameworkRow> {
  const machineName = request.machineName.trim();
  const { created } = await runRevisedWrite(db, {
    actor,
    lock: 'none',
    // The framework that already holds the name (in any letter case), if any.
    load: async (tx) => {
      const [taken] = await tx
        .select({ id: framework.id })
        .from(framework)
        .where(sql`lower(${framework.machineName}) = ${machineName.toLowerCase()}`);
      return taken ?? null;
    },
    assert: (taken) => {
      if (taken) throw conflict(`A framework "${machineName}" already exists`);
    },
    update: async ({ tx }) => {
      const [row] = await tx
        .insert(framework)
        .values({
          machineName,
          title: request.title,
          description: request.description ?? '',
          category: request.category,
          licence: request.licence ?? 'CC BY 4.0',
        })
        .returning();
      const created = row as FrameworkRow;
      const draft = await versionRepo.insertVersion(tx, {
        frameworkId: created.id,
        number: 'draft',
        status: 'draft',
        basedOnVersionId: null,
      });
      return { created, draft };
    },
    audit: ({ after: { created, draft } }) => ({
      action: 'framework.create',
      entityType: 'framework',
      entityId: created.id,
      frameworkId: created.id,
      before: null,
      after: { ...created, draftId: draft.id },
    }),
  });
  return created;
}
