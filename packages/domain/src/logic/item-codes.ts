/**
 * Codes of domains and competencies ('1', '1.2', 'A3'; issue #21 §4): a new item is proposed the code
 * after its siblings' highest one, so it does not show unnumbered among numbered items.
 */

const NUMBERED = /^(.*?)(\d+)$/;

/**
 * The code after the siblings' highest numbered code, keeping its prefix and zero padding ('1.9' → '1.10',
 * 'A09' → 'A10'); without numbered siblings, the parent's code + '.1' ('2' → '2.1'), else null.
 * @param siblings the codes of the item's future siblings (null or blank ones are ignored)
 * @param parentCode the code of the parent (a competency's domain), if any
 */
export function proposeNextCode(
  siblings: readonly (string | null | undefined)[],
  parentCode: string | null = null,
): string | null {
  let best: { prefix: string; n: bigint; width: number } | null = null;
  for (const code of siblings) {
    const match = NUMBERED.exec(code?.trim() ?? '');
    if (!match) continue;
    const n = BigInt(match[2] as string);
    if (!best || n > best.n) best = { prefix: match[1] as string, n, width: (match[2] as string).length };
  }
  if (best) return `${best.prefix}${String(best.n + 1n).padStart(best.width, '0')}`;
  const parent = parentCode?.trim();
  return parent ? `${parent}.1` : null;
}
