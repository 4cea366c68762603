/**
 * Codes of domains and competencies ('1', '1.2', 'A3'; ADR 0059). A framework numbers its items by one
 * scheme, read from the codes it already holds:
 * - `letter`: a letter run with a fixed suffix (ISCB 3.0's A3 … M3, the suffix being the version digit;
 *   ISCB 2.0's A … O): the letters run through the whole version, across domains, so after M3 comes N3;
 * - `number`: a fixed prefix and a number (BioExcel's dotted 1.1 … 1.9, then 1.10; plain 1, 2, 3; A01);
 *   numbered among siblings, a competency's prefix being its domain's code;
 * - `none`: no codes, or codes that follow no scheme (nothing is proposed).
 * A new item is proposed the next code of the scheme that no item of the version holds, and 'Renumber
 * codes' recomputes every code of a tree from its order.
 */

/** A scheme of codes, as read from a set of codes (see inferCodeScheme). */
export type CodeScheme =
  | { kind: 'letter'; suffix: string }
  | { kind: 'number'; prefix: string; width: number }
  | { kind: 'none' };

const LETTER_CODE = /^([A-Z]+)(\d*)$/;
const NUMBERED = /^(.*?)(\d+)$/;

const present = (codes: readonly (string | null | undefined)[]): string[] =>
  codes.map((c) => c?.trim() ?? '').filter((c) => c !== '');

/** The letter run of a 1-based number: 1 → 'A', 26 → 'Z', 27 → 'AA' (bijective base 26). */
export function lettersOf(n: number): string {
  let out = '';
  let rest = n;
  while (rest > 0) {
    const digit = (rest - 1) % 26;
    out = String.fromCharCode(65 + digit) + out;
    rest = Math.floor((rest - 1) / 26);
  }
  return out;
}

/** The 1-based number of a letter run: 'A' → 1, 'Z' → 26, 'AA' → 27. */
export function numberOfLetters(letters: string): number {
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}

/**
 * Reads the scheme of a set of codes (blank ones ignored).
 * Letter codes sharing one suffix are `letter` when their letters differ, or when there is one code
 * with a suffix of at most one digit (A3: a version digit); codes sharing a prefix before a number are
 * `number` (A1, A2 share 'A'; 1.1, 1.2 share '1.'); anything else, and no code at all, is `none`.
 * @param codes the codes of one level (all competencies of a version, or the siblings of an item)
 */
export function inferCodeScheme(codes: readonly (string | null | undefined)[]): CodeScheme {
  const list = present(codes);
  if (list.length === 0) return { kind: 'none' };
  const letters = list.map((c) => LETTER_CODE.exec(c));
  if (letters.every((m) => m !== null)) {
    const suffixes = new Set(letters.map((m) => m?.[2]));
    const runs = new Set(letters.map((m) => m?.[1]));
    const suffix = letters[0]?.[2] ?? '';
    if (suffixes.size === 1 && (runs.size > 1 || (list.length === 1 && /^[1-9]?$/.test(suffix))))
      return { kind: 'letter', suffix };
  }
  const numbered = list.map((c) => NUMBERED.exec(c));
  if (numbered.every((m) => m !== null)) {
    const parts = numbered.map((m) => ({ prefix: m?.[1] ?? '', digits: m?.[2] ?? '' }));
    if (new Set(parts.map((p) => p.prefix)).size === 1) {
      // Zero padding (A01, A09) is kept to the width of the padded codes.
      const padded = parts.filter((p) => p.digits.length > 1 && p.digits.startsWith('0'));
      const width = padded.length > 0 ? Math.max(...padded.map((p) => p.digits.length)) : 1;
      return { kind: 'number', prefix: parts[0]?.prefix ?? '', width };
    }
  }
  return { kind: 'none' };
}

/** The number part of a code of a `number` scheme, or null. */
function numberIn(code: string, prefix: string): bigint | null {
  if (!code.startsWith(prefix)) return null;
  const rest = code.slice(prefix.length);
  return /^\d+$/.test(rest) ? BigInt(rest) : null;
}

/** What proposeCode reads: the item's future siblings, the version's codes of its level, its parent. */
export interface CodeContext {
  /** Codes of the item's future siblings (a competency's domain's competencies; the draft's domains). */
  siblings: readonly (string | null | undefined)[];
  /** Codes of every item of the same level in the version (all its competencies, or all its domains). */
  level?: readonly (string | null | undefined)[];
  /** Codes already taken in the version (any level): never proposed. Defaults to `level` and `siblings`. */
  taken?: Iterable<string | null | undefined>;
  /** The parent's code (a competency's domain), if any. */
  parentCode?: string | null;
}

/**
 * The code a new item is proposed: by the version's `letter` scheme the letter after the version's
 * highest (N3 after A3 … M3), else by its siblings' `number` scheme the number after the highest (1.10
 * after 1.1 … 1.9), else the parent's code + '.1' when the siblings have no code, else null. A code the
 * version holds already is skipped.
 * @returns the proposed code, or null when the framework has no scheme to follow
 */
export function proposeCode(context: CodeContext): string | null {
  const level = present(context.level ?? context.siblings);
  const siblings = present(context.siblings);
  const taken = new Set(present([...(context.taken ?? []), ...level, ...siblings]));
  const free = (make: (step: number) => string): string | null => {
    for (let step = 1; step <= 1_000; step++) {
      const code = make(step);
      if (!taken.has(code)) return code;
    }
    return null;
  };

  const levelScheme = inferCodeScheme(level);
  if (levelScheme.kind === 'letter') {
    const highest = Math.max(...level.map((c) => numberOfLetters(LETTER_CODE.exec(c)?.[1] ?? '')));
    return free((step) => `${lettersOf(highest + step)}${levelScheme.suffix}`);
  }
  const scheme = inferCodeScheme(siblings);
  if (scheme.kind === 'number') {
    let highest = 0n;
    for (const code of siblings) {
      const n = numberIn(code, scheme.prefix);
      if (n !== null && n > highest) highest = n;
    }
    return free((step) => `${scheme.prefix}${String(highest + BigInt(step)).padStart(scheme.width, '0')}`);
  }
  if (scheme.kind === 'letter') {
    const highest = Math.max(...siblings.map((c) => numberOfLetters(LETTER_CODE.exec(c)?.[1] ?? '')));
    return free((step) => `${lettersOf(highest + step)}${scheme.suffix}`);
  }
  const parent = context.parentCode?.trim();
  if (siblings.length === 0 && parent) return free((step) => `${parent}.${step}`);
  return null;
}

/**
 * The code after the siblings' highest numbered code (kept for callers that know only the siblings):
 * proposeCode with the siblings as the level.
 * @param siblings the codes of the item's future siblings (null or blank ones are ignored)
 * @param parentCode the code of the parent (a competency's domain), if any
 */
export function proposeNextCode(
  siblings: readonly (string | null | undefined)[],
  parentCode: string | null = null,
): string | null {
  return proposeCode({ siblings, parentCode });
}

/** A node of the tree 'Renumber codes' reads: in display order, with its code. */
export interface CodedNode {
  id: number;
  code: string | null;
}
export interface CodedDomain extends CodedNode {
  competencies: readonly CodedNode[];
}

/** One code 'Renumber codes' changes. */
export interface CodeChange {
  kind: 'domain' | 'competency';
  id: number;
  from: string | null;
  to: string;
}

/** The lowest letter run of letter codes, as a number (an extension's letters start after its core's). */
function firstLetter(codes: readonly (string | null)[]): number {
  const ns = present(codes).map((c) => numberOfLetters(LETTER_CODE.exec(c)?.[1] ?? 'A'));
  return ns.length > 0 ? Math.min(...ns) : 1;
}

/**
 * The codes of a tree numbered again in its order, by the schemes its codes follow: domains by theirs
 * (1, 2, 3 or A, B, C), competencies by a version-wide `letter` scheme (A3, B3, … across domains,
 * from the lowest letter the version holds: an extension's N1 stays N1), or
 * numbered within their domain after its (new) code ('2.1', '2.2'; or their shared prefix). A level with
 * no scheme keeps its codes. Archived items are numbered too, so codes stay unique in the version.
 * @param domains the draft's domains in order, each with its competencies in order
 * @returns only the codes that change, domains first
 */
export function renumberCodes(domains: readonly CodedDomain[]): CodeChange[] {
  const changes: CodeChange[] = [];
  const domainScheme = inferCodeScheme(domains.map((d) => d.code));
  const firstDomain = firstLetter(domains.map((d) => d.code));
  const newDomainCode = new Map<number, string | null>();
  domains.forEach((d, i) => {
    let to: string | null = d.code;
    if (domainScheme.kind === 'letter') to = `${lettersOf(firstDomain + i)}${domainScheme.suffix}`;
    if (domainScheme.kind === 'number')
      to = `${domainScheme.prefix}${String(i + 1).padStart(domainScheme.width, '0')}`;
    newDomainCode.set(d.id, to);
    if (to !== null && to !== d.code) changes.push({ kind: 'domain', id: d.id, from: d.code, to });
  });

  const all = domains.flatMap((d) => d.competencies.map((c) => c.code));
  const levelScheme = inferCodeScheme(all);
  if (levelScheme.kind === 'letter') {
    let n = firstLetter(all) - 1;
    for (const d of domains)
      for (const c of d.competencies) {
        n += 1;
        const to = `${lettersOf(n)}${levelScheme.suffix}`;
        if (to !== c.code) changes.push({ kind: 'competency', id: c.id, from: c.code, to });
      }
    return changes;
  }
  for (const d of domains) {
    const scheme = inferCodeScheme(d.competencies.map((c) => c.code));
    if (scheme.kind !== 'number') continue;
    // A prefix that is the domain's code and a dot follows the domain's new code.
    const prefix =
      d.code && scheme.prefix === `${d.code}.` ? `${newDomainCode.get(d.id) ?? d.code}.` : scheme.prefix;
    d.competencies.forEach((c, i) => {
      const to = `${prefix}${String(i + 1).padStart(scheme.width, '0')}`;
      if (to !== c.code) changes.push({ kind: 'competency', id: c.id, from: c.code, to });
    });
  }
  return changes;
}
