/**
 * How an import into a draft (merge.ts, ADR 0028) finds the draft item a file item names: by
 * lineage uuid, else (files without uuids, `matchCodes`) by a domain or competency code unique in the
 * draft. A uuid of another level, or a draft item two file items name, is an issue (the import is then
 * refused as a whole).
 */
import type { ImportNode } from './types.js';

export type Level = 'domains' | 'competencies' | 'attributes';
const LEVELS: readonly Level[] = ['domains', 'competencies', 'attributes'];

/** Items by uuid, and by code where the code is unique among them. */
function indexRows<T extends { uuid: string; code?: string | null }>(rows: readonly T[]) {
  const byUuid = new Map(rows.map((r) => [r.uuid, r]));
  const byCode = new Map<string, T | null>();
  for (const r of rows) if (r.code) byCode.set(r.code, byCode.has(r.code) ? null : r);
  return { byUuid, byCode };
}

type Row = { id: number; uuid: string; code?: string | null };

/**
 * A matcher over the draft's rows.
 * @returns `match` (the draft item a file item names, or undefined: a new item), `used` (`level:id` of
 *   every matched item) and `issues` (path and message of each refusal found so far)
 */
export function draftMatcher(rows: Record<Level, readonly Row[]>, matchCodes: boolean) {
  const levels = {
    domains: indexRows(rows.domains),
    competencies: indexRows(rows.competencies),
    attributes: indexRows(rows.attributes),
  };
  const used = new Set<string>();
  const issues: { path: string; message: string }[] = [];
  /** The draft item a file item names, checked against the other levels. */
  const match = <T extends { id: number; uuid: string }>(
    level: Level,
    node: ImportNode,
    path: string,
  ): T | undefined => {
    const index = levels[level];
    let found = node.uuid ? (index.byUuid.get(node.uuid) as T | undefined) : undefined;
    if (node.uuid && !found) {
      const other = LEVELS.find((l) => l !== level && levels[l].byUuid.has(node.uuid as string));
      if (other) {
        issues.push({ path, message: `"${node.title}" is one of the draft's ${other}, not of its ${level}` });
        return undefined;
      }
    }
    if (!found && matchCodes && node.code && level !== 'attributes') {
      found = (index.byCode.get(node.code) ?? undefined) as T | undefined;
    }
    if (!found) return undefined;
    const key = `${level}:${found.id}`;
    if (used.has(key)) {
      issues.push({ path, message: `"${node.title}" names a draft item another item of the file names` });
      return undefined;
    }
    used.add(key);
    return found;
  };
  return { match, used, issues };
}
