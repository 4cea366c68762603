/**
 * The framework's publisher (issue #20 §2): the owner CTDL-ASN names as publisher and creator, by its
 * Credential Registry CTID or web page when known (ADR 0044). Managers set
 * it in one locked framework write with an audit event ('framework.update_publisher'); markup is stripped.
 */
import type { FrameworkPublisher, FrameworkPublisherRequest } from '@hub/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import type { FrameworkRow } from '../../../db/rows.js';
import { framework } from '../../../db/schema/index.js';
import type { Actor } from '../../../lib/actor.js';
import { recordAudit } from '../../../lib/audit.js';
import { writeInFramework } from '../../../lib/framework-write.js';
import { assertRevision, type Expected } from '../../../lib/revision.js';
import { stripTags } from '../../../lib/sanitize.js';

/** The publisher as recorded on the framework row. */
export const publisherOf = (fw: FrameworkRow): FrameworkPublisher => ({
  name: fw.publisherName,
  url: fw.publisherUrl,
  ctid: fw.publisherCtid,
  revision: fw.revision,
});

/**
 * Sets (or, with a blank name, clears) the framework's publisher.
 * @returns the publisher as stored
 */
export async function setPublisher(
  db: Db,
  fw: FrameworkRow,
  actor: Actor,
  input: FrameworkPublisherRequest,
  expected: Expected = undefined,
): Promise<FrameworkPublisher> {
  const name = stripTags(input.name).trim() || null;
  const after = {
    name,
    url: name && input.url ? input.url : null,
    ctid: name && input.ctid ? input.ctid : null,
  };
  return writeInFramework(db, fw.id, async (tx) => {
    const [before] = await tx.select().from(framework).where(eq(framework.id, fw.id));
    if (before) {
      await assertRevision(tx, expected, before, {
        entityType: 'framework',
        entityId: before.id,
        current: () => before,
        label: 'This framework',
      });
    }
    const [updated] = await tx
      .update(framework)
      .set({ publisherName: after.name, publisherUrl: after.url, publisherCtid: after.ctid })
      .where(eq(framework.id, fw.id))
      .returning({ revision: framework.revision });
    await recordAudit(tx, actor, [
      {
        action: 'framework.update_publisher',
        entityType: 'framework',
        entityId: fw.id,
        frameworkId: fw.id,
        before: before
          ? { name: before.publisherName, url: before.publisherUrl, ctid: before.publisherCtid }
          : null,
        after,
      },
    ]);
    return { ...after, revision: updated?.revision ?? fw.revision };
  });
}
