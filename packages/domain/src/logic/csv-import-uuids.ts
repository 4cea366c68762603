/**
 * The uuid cells of the managers' CSV import (docs/features/interchange-files.md §1, ADR 0042): a uuid of
 * the draft must name an item of the row's kind that is not archived; a uuid the draft lacks adds an item
 * that keeps it; one uuid is never given to two kinds in a file. And an import never deletes: every visible
 * item of the draft must be in the file. Pure; used by csv-import.ts.
 */
import type { ContentDomain } from '../schemas/content-tree.js';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type Kind = 'domain' | 'competency' | 'attribute';
type Issues = { row: number | null; message: string }[];

/**
 * A checker of uuid cells against the draft.
 * @returns `known(uuid, kind, row, label)`: true when the uuid may be used (an issue is pushed otherwise)
 */
export function uuidChecker(draft: readonly ContentDomain[], issues: Issues) {
  const kinds = new Map<string, { kind: Kind; archived: boolean; title: string }>();
  for (const d of draft) {
    kinds.set(d.uuid, { kind: 'domain', archived: d.archived, title: d.title });
    for (const c of d.competencies) {
      kinds.set(c.uuid, { kind: 'competency', archived: c.archived || d.archived, title: c.title });
      for (const a of c.attributes) {
        kinds.set(a.uuid, {
          kind: 'attribute',
          archived: a.archived || c.archived || d.archived,
          title: a.title,
        });
      }
    }
  }
  /** The kind each uuid of the file was first given as, to refuse one uuid on two kinds. */
  const fileKinds = new Map<string, string>();
  const an = (k: string) => (k === 'attribute' ? `an ${k}` : `a ${k}`);
  return (uuid: string, kind: Kind, row: number, label: string): boolean => {
    const found = kinds.get(uuid.toLowerCase());
    const earlier = fileKinds.get(uuid);
    if (!UUID.test(uuid)) issues.push({ row, message: `${label} "${uuid}" is not a uuid` });
    else if (found && found.kind !== kind) {
      issues.push({ row, message: `${label} "${uuid}" is ${an(found.kind)}, not ${an(kind)}` });
    } else if (earlier !== undefined && earlier !== kind) {
      issues.push({ row, message: `${label} "${uuid}" is given to ${an(earlier)} on an earlier row` });
    } else if (!found) {
      fileKinds.set(uuid, kind);
      return true;
    } else if (found.archived) {
      issues.push({
        row,
        message: `${label} "${uuid}" (${found.title}) is archived in the draft: restore it first`,
      });
    } else {
      fileKinds.set(uuid, kind);
      return true;
    }
    return false;
  };
}

/**
 * Pushes an issue for each visible draft item the file leaves out (an import never deletes).
 * @param inFile the keys of the file's items (uuids, and keys of new items)
 */
export function leftOutOfFile(
  draft: readonly ContentDomain[],
  inFile: ReadonlySet<string>,
  issues: Issues,
): void {
  const lost = (kind: string, title: string, uuid: string) =>
    issues.push({
      row: null,
      message: `The file leaves out the ${kind} "${title}" (${uuid}): an import never deletes; archive it in the draft instead`,
    });
  for (const d of draft) {
    if (d.archived) continue;
    if (!inFile.has(d.uuid)) lost('domain', d.title, d.uuid);
    for (const c of d.competencies) {
      if (c.archived) continue;
      if (!inFile.has(c.uuid)) lost('competency', c.title, c.uuid);
      for (const a of c.attributes)
        if (!a.archived && !inFile.has(a.uuid)) lost('attribute', a.title, a.uuid);
    }
  }
}
