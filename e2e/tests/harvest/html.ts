/**
 * Reads a served HTML document the way a harvester does, without a browser (docs/features/browsing.md §12): title, `lang`,
 * meta tags, canonical link, headings, main text, JSON-LD blocks and inline executable scripts. Parsed with
 * `htmlparser2` (its `DomUtils`), not with regular expressions.
 */
import { DomUtils, parseDocument as parseHtml } from 'htmlparser2';

type Document = ReturnType<typeof parseHtml>;
type Element = Parameters<typeof DomUtils.getAttributeValue>[0];
const { findAll, findOne, getAttributeValue, textContent } = DomUtils;

/** What the tests read of a served document. */
export interface ServedDocument {
  lang: string | undefined;
  title: string;
  canonical: string | undefined;
  meta: { name?: string; property?: string; content?: string }[];
  h1: string[];
  mainText: string;
  /** The parsed `application/ld+json` blocks. */
  jsonLd: unknown[];
  /** Scripts without `src` that a browser would run (not JSON data blocks). */
  inlineExecutableScripts: number;
  links: string[];
}

const byName = (name: string) => (node: Element) => node.name === name;

/** Parses `html`. */
export function parseDocument(html: string): ServedDocument {
  const dom: Document = parseHtml(html);
  const all = (name: string) => findAll(byName(name), dom.children);
  const one = (name: string) => findOne(byName(name), dom.children);
  const scripts = all('script');
  const text = (node: Element | null) => (node ? textContent(node).replace(/\s+/g, ' ').trim() : '');
  return {
    lang: one('html') ? getAttributeValue(one('html') as Element, 'lang') : undefined,
    title: text(one('title')),
    canonical: all('link')
      .filter((link) => getAttributeValue(link, 'rel') === 'canonical')
      .map((link) => getAttributeValue(link, 'href'))[0],
    meta: all('meta').map((meta) => ({
      name: getAttributeValue(meta, 'name'),
      property: getAttributeValue(meta, 'property'),
      content: getAttributeValue(meta, 'content'),
    })),
    h1: all('h1').map((h) => text(h)),
    mainText: text(one('main')),
    jsonLd: scripts
      .filter((s) => getAttributeValue(s, 'type') === 'application/ld+json')
      .map((s) => JSON.parse(textContent(s)) as unknown),
    inlineExecutableScripts: scripts.filter((s) => {
      const type = getAttributeValue(s, 'type');
      return !getAttributeValue(s, 'src') && (!type || type === 'module' || type === 'text/javascript');
    }).length,
    links: all('a')
      .map((a) => getAttributeValue(a, 'href'))
      .filter((href): href is string => typeof href === 'string'),
  };
}

/** The content of the meta tag whose `attribute` (name or property) is `value`. */
export function metaContent(doc: ServedDocument, attribute: 'name' | 'property', value: string) {
  return doc.meta.find((meta) => meta[attribute] === value)?.content;
}
