/**
 * The TeSS search words of a competency (docs/features/profiles.md §6): the key terms of its title, then the most frequent
 * key terms of its attributes (not already in the title), at most MAX_TERMS words in all. A key term is a
 * word of three letters or more that is not a common English word; a short query keeps full-text search
 * useful whether the search engine ORs or ANDs the words.
 */

/** Most words in one query. */
export const MAX_TERMS = 4;

/** Words that say nothing about a subject (English function words and the frameworks' usual verbs). */
const STOP_WORDS = new Set(
  (
    'a an and are as at be by can for from has have how in into is it its of on or that the their them these this ' +
    'those to use used using via what when where which while who why will with within without able ability ' +
    'apply applies appropriate awareness basic demonstrate describe different explain further good identify ' +
    'including knowledge like make manage other own provide relevant skill skills such understand understanding ' +
    'various work working one least others your our through beyond across effectively effective efficient ' +
    'efficiently according range varying suitable meaningfully aligned'
  ).split(' '),
);

/** Lower-cased key terms of a text, in order, once each. */
export function keyTerms(text: string): string[] {
  const words = text
    .toLowerCase()
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}-]+/u)
    .map((w) => w.replace(/^-+|-+$/g, ''))
    .filter((w) => w.length >= 3 && !STOP_WORDS.has(w));
  return [...new Set(words)];
}

/**
 * The search words of a competency.
 * @param title the competency's title
 * @param attributes its attributes' titles
 * @returns the words joined by spaces ('' when the title and attributes hold no key term)
 */
export function competencySearchQuery(title: string, attributes: readonly string[]): string {
  const fromTitle = keyTerms(title).slice(0, MAX_TERMS);
  const counts = new Map<string, number>();
  for (const attribute of attributes) {
    for (const term of keyTerms(attribute)) counts.set(term, (counts.get(term) ?? 0) + 1);
  }
  const fromAttributes = [...counts.entries()]
    .filter(([term]) => !fromTitle.includes(term))
    .sort((a, b) => b[1] - a[1])
    .map(([term]) => term);
  return [...fromTitle, ...fromAttributes].slice(0, Math.max(MAX_TERMS, fromTitle.length)).join(' ');
}
