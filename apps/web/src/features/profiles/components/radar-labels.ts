/** Longest line of a radar axis label, in characters. */
const LINE = 16;
/** Most lines of a radar axis label. */
const LINES = 3;

/**
 * A domain title as the radar chart's axis label (docs/features/profiles.md §5): words wrapped on lines of at most 16
 * characters (breaking after hyphens too), at most three lines, the last shortened with '…' when the title is longer (the table beside
 * the chart gives it in full). A single word longer than a line is cut with '…'.
 */
export function axisLabelLines(title: string): string[] {
  // Hyphens are break opportunities too ('Core-facility-focused' → 'Core-facility-', 'focused').
  const words = title
    .trim()
    .split(/\s+|(?<=-)/)
    .filter(Boolean);
  const lines: string[] = [];
  let current = '';
  let rest = false;
  for (const word of words) {
    const piece = word.length > LINE ? `${word.slice(0, LINE - 1)}…` : word;
    if (!current) current = piece;
    else if (`${current}${current.endsWith('-') ? '' : ' '}${piece}`.length <= LINE)
      current = `${current}${current.endsWith('-') ? '' : ' '}${piece}`;
    else {
      lines.push(current);
      current = piece;
      if (lines.length === LINES) {
        rest = true;
        break;
      }
    }
  }
  if (!rest && current) lines.push(current);
  if (rest) {
    const last = lines[LINES - 1] ?? '';
    lines[LINES - 1] = `${last.length >= LINE ? last.slice(0, LINE - 1) : last}…`;
  }
  return lines;
}
