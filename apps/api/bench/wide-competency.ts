/**
 * A competency with 10,000 attributes for `npm run bench:ui` (docs/features/curation.md §5: its manage page opened in
 * 23 s): added to the generated framework's draft only, never shipped; titles say 'Wide'.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { attribute, attributeType, competency, domain, frameworkVersion } from '../src/db/schema/index.js';

export const WIDE_ATTRIBUTES = 10_000;

/**
 * Adds 'Wide competency' with WIDE_ATTRIBUTES attributes (types in turn) to the draft's first domain.
 * @returns its id, and the id of the draft's 'Generated competency 1' (5 attributes) for reference
 */
export async function addWideCompetency(
  db: Db,
  draftId: number,
): Promise<{ wideId: number; smallId: number }> {
  const [first] = await db
    .select()
    .from(domain)
    .where(eq(domain.versionId, draftId))
    .orderBy(domain.position)
    .limit(1);
  if (!first) throw new Error('the draft has no domain');
  const [version] = await db.select().from(frameworkVersion).where(eq(frameworkVersion.id, draftId));
  if (!version) throw new Error('no draft');
  // In the screen's order, so 'Wide attribute 1' heads the first table.
  const types = await db
    .select()
    .from(attributeType)
    .where(eq(attributeType.frameworkId, version.frameworkId))
    .orderBy(attributeType.position, attributeType.id);
  const [row] = await db
    .insert(competency)
    .values({ versionId: draftId, domainId: first.id, title: 'Wide competency', code: 'W', position: 1_000 })
    .returning({ id: competency.id });
  const competencyId = (row as { id: number }).id;
  for (let i = 0; i < WIDE_ATTRIBUTES; i += 1_000) {
    await db.insert(attribute).values(
      Array.from({ length: 1_000 }, (_, k) => ({
        versionId: draftId,
        competencyId,
        attributeTypeId: (types[(i + k) % types.length] as { id: number }).id,
        title: `Wide attribute ${i + k + 1}`,
        position: i + k + 1,
      })),
    );
  }
  const [small] = await db
    .select({ id: competency.id })
    .from(competency)
    .where(and(eq(competency.versionId, draftId), eq(competency.title, 'Generated competency 1')));
  if (!small) throw new Error('no Generated competency 1 in the draft');
  return { wideId: competencyId, smallId: small.id };
}
