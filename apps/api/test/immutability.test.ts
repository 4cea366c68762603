/**
 * Live versions are immutable at the database level (migration 0001): every change to a live version's
 * rows is rejected by a trigger, whatever code tries it. On every driver.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.js';
import {
  attribute,
  competency,
  competencyRelation,
  domain,
  frameworkVersion,
} from '../src/db/schema/index.js';
import { importShippedFrameworks } from '../src/db/seed/shipped.js';
import { isLiveVersionViolation } from '../src/lib/errors.js';
import { drivers, openMigratedFromScratch } from './helpers.js';

for (const driver of drivers) {
  describe(`live version guard [${driver}]`, () => {
    let database: DatabaseHandle;
    let liveVersionId: number;
    let draftVersionId: number;
    beforeAll(async () => {
      database = await openMigratedFromScratch(driver);
      await importShippedFrameworks(database.db);
      const versions = await database.db.select().from(frameworkVersion);
      liveVersionId = versions.find((v) => v.number === '1.0' && v.status === 'live')?.id as number;
      const [draftDomain] = await database.db
        .select({ versionId: domain.versionId })
        .from(domain)
        .innerJoin(frameworkVersion, eq(frameworkVersion.id, domain.versionId))
        .where(eq(frameworkVersion.status, 'draft'))
        .limit(1);
      draftVersionId = draftDomain?.versionId as number;
      expect(versions.some((v) => v.id === draftVersionId && v.status === 'draft')).toBe(true);
    });
    afterAll(async () => {
      await database.close();
    });

    const expectRejected = async (action: () => Promise<unknown>) => {
      const error = await action().then(
        () => null,
        (e: unknown) => e,
      );
      expect(error, 'the change should have been rejected').not.toBeNull();
      expect(isLiveVersionViolation(error)).toBe(true);
    };

    it('rejects changing, adding or deleting content of a live version', async () => {
      const [c] = await database.db
        .select()
        .from(competency)
        .where(eq(competency.versionId, liveVersionId))
        .limit(1);
      const [d] = await database.db.select().from(domain).where(eq(domain.versionId, liveVersionId)).limit(1);
      const [a] = await database.db
        .select()
        .from(attribute)
        .where(eq(attribute.versionId, liveVersionId))
        .limit(1);
      if (!c || !d || !a) throw new Error('seed missing');
      await expectRejected(() =>
        database.db.update(competency).set({ title: 'changed' }).where(eq(competency.id, c.id)),
      );
      await expectRejected(() =>
        database.db.update(attribute).set({ archived: true }).where(eq(attribute.id, a.id)),
      );
      await expectRejected(() => database.db.delete(attribute).where(eq(attribute.id, a.id)));
      await expectRejected(() =>
        database.db.insert(competency).values({ versionId: liveVersionId, domainId: d.id, title: 'new' }),
      );
      await expectRejected(() => database.db.update(domain).set({ title: 'x' }).where(eq(domain.id, d.id)));
      const [after] = await database.db.select().from(competency).where(eq(competency.id, c.id));
      expect(after?.title).toBe(c.title);
    });

    it("rejects adding a relation between a live version's competencies, and keeps a draft's writable", async () => {
      const [live] = await database.db
        .select()
        .from(competency)
        .where(eq(competency.versionId, liveVersionId))
        .limit(2);
      const [draftDomain] = await database.db
        .select()
        .from(domain)
        .where(eq(domain.versionId, draftVersionId))
        .limit(1);
      if (!draftDomain) throw new Error('seed missing');
      const [draft] = await database.db
        .insert(competency)
        .values({ versionId: draftVersionId, domainId: draftDomain.id, title: 'Related' })
        .returning();
      if (!live || !draft) throw new Error('seed missing');
      const relationOf = (c: typeof live) => ({
        versionId: c.versionId,
        competencyId: c.id,
        relation: 'isRelatedTo',
        targetUuid: c.uuid,
      });
      await expectRejected(() => database.db.insert(competencyRelation).values(relationOf(live)));
      const [added] = await database.db.insert(competencyRelation).values(relationOf(draft)).returning();
      if (!added) throw new Error('the draft relation was not added');
      await database.db.delete(competencyRelation).where(eq(competencyRelation.id, added.id));
      const left = await database.db
        .select()
        .from(competencyRelation)
        .where(eq(competencyRelation.versionId, liveVersionId));
      expect(left).toEqual([]);
    });

    it('rejects turning a live version back into a draft, renumbering or deleting it', async () => {
      await expectRejected(() =>
        database.db
          .update(frameworkVersion)
          .set({ status: 'draft' })
          .where(eq(frameworkVersion.id, liveVersionId)),
      );
      await expectRejected(() =>
        database.db
          .update(frameworkVersion)
          .set({ number: '1.0.1' })
          .where(eq(frameworkVersion.id, liveVersionId)),
      );
      await expectRejected(() =>
        database.db.delete(frameworkVersion).where(eq(frameworkVersion.id, liveVersionId)),
      );
    });

    it('allows updating the release notes of a live version', async () => {
      await database.db
        .update(frameworkVersion)
        .set({ releaseNotes: 'First release of the D4.2 wording.' })
        .where(eq(frameworkVersion.id, liveVersionId));
      const [v] = await database.db
        .select()
        .from(frameworkVersion)
        .where(eq(frameworkVersion.id, liveVersionId));
      expect(v?.releaseNotes).toBe('First release of the D4.2 wording.');
    });

    it('lets a draft be edited', async () => {
      const [d] = await database.db
        .select()
        .from(domain)
        .where(eq(domain.versionId, draftVersionId))
        .limit(1);
      if (!d) throw new Error('draft without domains');
      await database.db.update(domain).set({ title: 'Renamed in draft' }).where(eq(domain.id, d.id));
      const [after] = await database.db.select().from(domain).where(eq(domain.id, d.id));
      expect(after?.title).toBe('Renamed in draft');
    });

    it('allows at most one draft per framework', async () => {
      const [draft] = await database.db
        .select()
        .from(frameworkVersion)
        .where(eq(frameworkVersion.id, draftVersionId));
      if (!draft) throw new Error('no draft');
      const error = await database.db
        .insert(frameworkVersion)
        .values({ frameworkId: draft.frameworkId, number: 'second-draft', status: 'draft' })
        .then(
          () => null,
          (e: unknown) => e,
        );
      expect(error).not.toBeNull();
      const rows = await database.db.execute(
        sql`select count(*)::int as n from framework_version where framework_id = ${draft.frameworkId} and status = 'draft'`,
      );
      expect(Number((rows as unknown as { rows: { n: number }[] }).rows[0]?.n)).toBe(1);
    });
  });
}
