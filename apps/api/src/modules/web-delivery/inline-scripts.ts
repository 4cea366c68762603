/**
 * The inline scripts of a rendered page (ADR 0054): React's streamed scripts (`$RC`, `$RX`, …) that reveal or
 * client-render Suspense boundaries. The page's CSP allows exactly these by their SHA-256 hashes, computed once
 * per rendered body and kept with it, so a cached page is sent with the same policy without rendering again.
 */
import { createHash } from 'node:crypto';

/** An inline script element: no `src`, not a data block (`application/json`, `application/ld+json`); group 1 is its text. */
const INLINE_SCRIPT =
  /<script\b(?![^>]*\bsrc=)(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The base64 SHA-256 digests of the text of every inline script in `html`, as a browser computes them for a
 * CSP `'sha256-…'` source (the text between the tags, byte for byte).
 * @returns an empty list when the page has none
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const text = match[1] ?? '';
    if (text.length > 0) hashes.add(createHash('sha256').update(text, 'utf8').digest('base64'));
  }
  return [...hashes];
}
