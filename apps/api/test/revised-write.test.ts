/**
 * The write runner (lib/revised-write.ts, ADR 0056) on a real database: its steps run in order in one
 * transaction; a stale ETag, a refused state, refused text or a failure after the update change nothing and
 * record no event; a uniqueness race is a 409.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle, Db } from '../src/db/client.js';
import type { FrameworkRow } from '../src/db/rows.js';
import { auditEvent, framework } from '../src/db/schema/index.js';
import { AppError, badRequest, conflict, notFound } from '../src/lib/errors.js';
import { orderCheck, type RevisedWrite, rowCheck, runRevisedWrite } from '../src/lib/revised-write.js';
import { orderEtag, rowEtag } from '../src/lib/revision.js';
import { createFramework } from './factories.js';
import { drivers, openTestDatabase } from './helpers.js';

const actor = { id: null, username: 'runner-test' };

async function load(db: Db, machineName: string): Promise<FrameworkRow> {
  const [row] = await db.select().from(framework).where(eq(framework.machineName, machineName));
  if (!row) throw notFound(`Framework "${machineName}" not found`);
  return row;
}

async function events(db: Db, id: number) {
  return db
    .select({ action: auditEvent.action, username: auditEvent.username })
    .from(auditEvent)
    .where(eq(auditEvent.entityId, id));
}

/** A rename of the framework's title through the runner, with every step overridable. */
function rename(
  fw: FrameworkRow,
  title: string,
  steps: Partial<RevisedWrite<FrameworkRow, string, FrameworkRow, string>> = {},
): RevisedWrite<FrameworkRow, string, FrameworkRow, string> {
  return {
    actor,
    lock: { framework: fw.id },
    load: (tx) => load(tx, fw.machineName),
    validate: () => title.trim(),
    update: async ({ tx, before, values }) => {
      const [row] = await tx
        .update(framework)
        .set({ title: values })
        .where(eq(framework.id, before.id))
        .returning();
      return row as FrameworkRow;
    },
    audit: ({ before, after }) => ({
      action: 'framework.update',
      entityType: 'framework',
      entityId: after.id,
      frameworkId: after.id,
      before: { title: before.title },
      after: { title: after.title },
    }),
    present: ({ after }) => `${after.title} (r${after.revision})`,
    ...steps,
  };
}

for (const driver of drivers) {
  describe(`the write runner [${driver}]`, () => {
    let database: DatabaseHandle;
    let db: Db;
    beforeAll(async () => {
      database = await openTestDatabase(driver);
      db = database.db;
      await createFramework(db, { machine_name: 'runner', title: 'Runner' });
      await createFramework(db, { machine_name: 'other', title: 'Other' });
    });
    afterAll(() => database.close());

    it('runs lock, load, revision check, assert, validate, update, audit and present in that order', async () => {
      const fw = await load(db, 'runner');
      const order: string[] = [];
      const write = rename(fw, '  Renamed  ');
      const seen =
        <T extends unknown[], U>(step: string, run: (...args: T) => U) =>
        (...args: T): U => {
          order.push(step);
          return run(...args);
        };
      const answer = await runRevisedWrite(db, {
        ...write,
        load: seen('load', write.load),
        ifMatch: seen('revision check', (row: FrameworkRow) =>
          rowCheck(rowEtag(fw.revision), 'framework', 'This framework', row),
        ),
        assert: seen('assert', () => undefined),
        validate: seen('validate', write.validate as NonNullable<typeof write.validate>),
        update: seen('update', write.update),
        audit: seen('audit', write.audit),
        present: seen('present', write.present as NonNullable<typeof write.present>),
      });
      expect(order).toEqual(['load', 'revision check', 'assert', 'validate', 'update', 'audit', 'present']);
      expect(answer).toBe(`Renamed (r${fw.revision + 1})`);
      expect(await events(db, fw.id)).toContainEqual({ action: 'framework.update', username: 'runner-test' });
    });

    it('refuses a stale ETag with 409, the current ETag and value, and changes nothing', async () => {
      const fw = await load(db, 'runner');
      const before = (await events(db, fw.id)).length;
      let updated = false;
      const error = await runRevisedWrite(
        db,
        rename(fw, 'Stale', {
          ifMatch: (row) => rowCheck(rowEtag(fw.revision - 1), 'framework', 'This framework', row),
          update: async () => {
            updated = true;
            return fw;
          },
        }),
      ).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).statusCode).toBe(409);
      expect((error as AppError).message).toMatch(
        /^This framework was changed by runner-test since you opened it/,
      );
      expect((error as AppError).conflict).toMatchObject({
        etag: rowEtag(fw.revision),
        current: { title: fw.title },
        changedBy: 'runner-test',
      });
      expect(updated).toBe(false);
      expect((await load(db, 'runner')).title).toBe(fw.title);
      expect(await events(db, fw.id)).toHaveLength(before);
    });

    it('accepts a write without If-Match (ADR 0021)', async () => {
      const fw = await load(db, 'runner');
      const answer = await runRevisedWrite(
        db,
        rename(fw, 'Unchecked', {
          ifMatch: (row) => rowCheck(undefined, 'framework', 'This framework', row),
        }),
      );
      expect(answer).toBe(`Unchecked (r${fw.revision + 1})`);
    });

    it('refuses a stale order ETag with the order ETag now', async () => {
      const fw = await load(db, 'runner');
      const error = await runRevisedWrite(
        db,
        rename(fw, 'Reordered', {
          ifMatch: () =>
            orderCheck(orderEtag([2, 1]), 'The order', {
              entityType: 'framework',
              entityId: fw.id,
              ids: [1, 2],
            }),
        }),
      ).then(
        () => undefined,
        (e: unknown) => e as AppError,
      );
      expect(error?.statusCode).toBe(409);
      expect(error?.conflict).toMatchObject({ etag: orderEtag([1, 2]), current: { ids: [1, 2] } });
      expect((await load(db, 'runner')).title).toBe(fw.title);
    });

    it('stops at a refused state or refused text before the update', async () => {
      const fw = await load(db, 'runner');
      const refusedState = rename(fw, 'Archived', {
        assert: () => {
          throw conflict('Restore this item before editing it');
        },
      });
      await expect(runRevisedWrite(db, refusedState)).rejects.toMatchObject({ statusCode: 409 });
      const refusedText = rename(fw, ' ', {
        validate: () => {
          throw badRequest('Invalid request: title: Enter a title');
        },
      });
      await expect(runRevisedWrite(db, refusedText)).rejects.toMatchObject({ statusCode: 400 });
      expect((await load(db, 'runner')).title).toBe(fw.title);
    });

    it('rolls the change and its event back when a later step fails', async () => {
      const fw = await load(db, 'runner');
      const before = (await events(db, fw.id)).length;
      const failing = rename(fw, 'Rolled back', {
        present: () => {
          throw notFound('gone while presenting');
        },
      });
      await expect(runRevisedWrite(db, failing)).rejects.toMatchObject({ statusCode: 404 });
      expect((await load(db, 'runner')).title).toBe(fw.title);
      expect(await events(db, fw.id)).toHaveLength(before);
    });

    it('locks one row when asked and leaves a missing row to the load', async () => {
      const fw = await load(db, 'runner');
      const missing = rename(fw, 'Missing', {
        lock: { row: 'framework', id: 2_000_000 },
        load: () => Promise.reject(notFound('Framework 2000000 not found')),
      });
      await expect(runRevisedWrite(db, missing)).rejects.toMatchObject({ statusCode: 404 });
      const locked = await runRevisedWrite(
        db,
        rename(fw, 'Row locked', { lock: { row: 'framework', id: fw.id } }),
      );
      expect(locked).toBe(`Row locked (r${fw.revision + 1})`);
    });

    it('turns a uniqueness race into 409 under either lock', async () => {
      const fw = await load(db, 'runner');
      for (const lock of [{ framework: fw.id }, 'none'] as const) {
        const duplicate = rename(fw, 'Duplicate', {
          lock,
          update: async ({ tx, before }) => {
            const [row] = await tx
              .update(framework)
              .set({ machineName: 'other' })
              .where(eq(framework.id, before.id))
              .returning();
            return row as FrameworkRow;
          },
        });
        await expect(runRevisedWrite(db, duplicate)).rejects.toMatchObject({
          statusCode: 409,
          message: 'This change conflicts with another change; reload and try again',
        });
      }
      expect((await load(db, 'runner')).machineName).toBe('runner');
    });

    it('answers what the update returned without a present step', async () => {
      const fw = await load(db, 'runner');
      const { present: _present, ...write } = rename(fw, 'Plain');
      const row = await runRevisedWrite(db, write);
      expect(row.title).toBe('Plain');
    });
  });
}
