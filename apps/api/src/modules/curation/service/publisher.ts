/**
 * The framework's publisher (docs/features/interchange-files.md §8): the owner CTDL-ASN names as publisher and creator, by its
 * Credential Registry CTID or web page when known (ADR 0044). Managers set
 * it in one locked framework write with an audit event ('framework.update_publisher'); markup is stripped.
 */
import type { FrameworkPublisher, FrameworkPublisherRequest } from '@hub/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import type { FrameworkRow } from '../../../db/rows.js';
import { framework } from '../../../db/schema/index.js';
import type { Actor } from '../../../lib/actor.js';
import { rowCheck, runRevisedWrite } from '../../../lib/revised-write.js';
import type { Expected } from '../../../lib/revision.js';
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
  return runRevisedWrite(db, {
    actor,
    lock: { framework: fw.id },
    load: async (tx) => (await tx.select().from(framework).where(eq(framework.id, fw.id)))[0],
    ifMatch: (before) => rowCheck(before ? expected : undefined, 'framework', 'This framework', before ?? fw),
    update: async ({ tx }) => {
      const [updated] = await tx
        .update(framework)
        .set({ publisherName: after.name, publisherUrl: after.url, publisherCtid: after.ctid })
        .where(eq(framework.id, fw.id))
        .returning({ revision: framework.revision });
      return { ...after, revision: updated?.revision ?? fw.revision };
    },
    audit: ({ before }) => ({
      action: 'framework.update_publisher',
      entityType: 'framework',
      entityId: fw.id,
      frameworkId: fw.id,
      before: before
        ? { name: before.publisherName, url: before.publisherUrl, ctid: before.publisherCtid }
        : null,
      after,
    }),
  });
}
