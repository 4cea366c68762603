/**
 * Release numbers compared as versions (docs/features/curation.md §5; docs/features/curation.md §10 'Release new
 * version'): a new release must come after the newest live version, so '1.10' follows '1.9' and '1.5'
 * cannot follow '2.0'.
 */

const NUMERIC = /^\d+$/;
const textCollator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

function splitCore(number: string): { core: string[]; pre: string | null } {
  const trimmed = number.trim();
  const dash = trimmed.indexOf('-');
  const core = dash < 0 ? trimmed : trimmed.slice(0, dash);
  const pre = dash < 0 ? null : trimmed.slice(dash + 1);
  return { core: core.split('.'), pre };
}

function compareSegment(a: string, b: string): number {
  if (NUMERIC.test(a) && NUMERIC.test(b)) {
    const x = BigInt(a);
    const y = BigInt(b);
    return x === y ? 0 : x < y ? -1 : 1;
  }
  if (NUMERIC.test(a)) return -1; // a number before a word, as in SemVer pre-release identifiers
  if (NUMERIC.test(b)) return 1;
  return Math.sign(textCollator.compare(a, b));
}

/**
 * Compares two release numbers as versions: dot-separated parts left to right, numeric parts as
 * numbers ('1.10' > '1.9'), missing parts as 0 ('1.0' = '1.0.0'), other parts naturally and
 * case-insensitively ('e2' > 'e1'); a suffix after '-' marks a pre-release, which comes before the
 * same number without it ('1.0-in_progress' < '1.0').
 * @returns -1 when a comes first, 1 when b comes first, 0 when they are the same version
 */
export function compareReleaseNumbers(a: string, b: string): number {
  const x = splitCore(a);
  const y = splitCore(b);
  const length = Math.max(x.core.length, y.core.length);
  for (let i = 0; i < length; i++) {
    const order = compareSegment(x.core[i] ?? '0', y.core[i] ?? '0');
    if (order !== 0) return order;
  }
  if (x.pre === y.pre) return 0;
  if (x.pre === null) return 1;
  if (y.pre === null) return -1;
  const xs = x.pre.split('.');
  const ys = y.pre.split('.');
  for (let i = 0; i < Math.min(xs.length, ys.length); i++) {
    const order = compareSegment(xs[i] as string, ys[i] as string);
    if (order !== 0) return order;
  }
  return Math.sign(xs.length - ys.length);
}

/** The highest of the given release numbers (as versions), or null for none. */
export function highestReleaseNumber(numbers: readonly string[]): string | null {
  let best: string | null = null;
  for (const n of numbers) if (best === null || compareReleaseNumbers(n, best) > 0) best = n;
  return best;
}

/**
 * Checks a new release number against the live versions' numbers.
 * @returns null when acceptable, else the refusal message shown under the version field
 */
export function releaseNumberProblem(candidate: string, liveNumbers: readonly string[]): string | null {
  const number = candidate.trim();
  if (number === '') return 'Enter a version number';
  const highest = highestReleaseNumber(liveNumbers);
  if (highest !== null && compareReleaseNumbers(number, highest) <= 0) {
    return `Version ${number} is not after the live version ${highest}: choose a higher number`;
  }
  return null;
}
