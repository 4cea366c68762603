/**
 * The framework-wide vocabulary an import adds (ADR 0028, 0036): attribute types and expertise levels the
 * framework lacks. Used by the import into a draft (curation's tree merge, whose undo removes them again)
 * and the CASE import into a new draft (interchange).
 */
import { attributeTypeUuid } from '@hub/domain';
import { eq } from 'drizzle-orm';
import type { Db } from './client.js';
import type { FrameworkRow } from './rows.js';
import { attributeType, expertiseLevel } from './schema/index.js';

/**
 * The framework's attribute types, by title.
 * @param added the titles of types added are pushed here (omit when nobody lists them)
 * @returns `typeId` (the id of the type titled so, added when the framework lacks it) and `typeTitle`
 */
export async function attributeTypes(tx: Db, fw: FrameworkRow, added: string[] = []) {
  const types = new Map(
    (await tx.select().from(attributeType).where(eq(attributeType.frameworkId, fw.id))).map((t) => [
      t.title,
      t.id,
    ]),
  );
  /** The id of the type titled so, added to the framework when it lacks it. */
  const typeId = async (title: string) => {
    const known = types.get(title);
    if (known !== undefined) return known;
    const [row] = await tx
      .insert(attributeType)
      .values({
        frameworkId: fw.id,
        title,
        position: types.size,
        uuid: attributeTypeUuid(fw.machineName, title),
      })
      .returning({ id: attributeType.id });
    const id = (row as { id: number }).id;
    types.set(title, id);
    added.push(title);
    return id;
  };
  /** The title of the type with this id ('' when unknown). */
  const typeTitle = (id: number) => [...types].find(([, t]) => t === id)?.[0] ?? '';
  return { typeId, typeTitle };
}

/**
 * Adds the file's expertise levels the framework lacks (same uuid or rating level: already there).
 * @returns how many were added
 */
export async function addExpertiseLevels(
  tx: Db,
  fw: FrameworkRow,
  levels: readonly { uuid: string; title: string; description: string; ratingLevel: number }[],
): Promise<number> {
  const have = await tx.select().from(expertiseLevel).where(eq(expertiseLevel.frameworkId, fw.id));
  const missing = levels.filter(
    (l) => !have.some((e) => e.uuid === l.uuid || e.ratingLevel === l.ratingLevel),
  );
  if (missing.length > 0) {
    await tx.insert(expertiseLevel).values(missing.map((l) => ({ frameworkId: fw.id, ...l })));
  }
  return missing.length;
}
