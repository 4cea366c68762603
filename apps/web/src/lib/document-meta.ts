/**
 * Per-page document metadata: title, meta description and canonical link (docs/features/browsing.md §4:
 * "Page title, description and canonical link are set"; applied to every page for consistency).
 */
import { useContext, useEffect } from 'react';
import { useLocation } from 'react-router';
import { RenderContext } from './render-context';

/** Site name appended to every page title. */
export const SITE_NAME = 'Competency Hub';

/** Default meta description, used when a page gives none. */
export const DEFAULT_DESCRIPTION =
  'Competency Hub: browse competency frameworks, career profiles and training for the life sciences.';

/**
 * Builds the document title for a page: "{page} | Competency Hub", or the site name alone.
 * @param pageTitle the page's own title; blank gives the site name
 */
export function documentTitle(pageTitle: string | undefined): string {
  const trimmed = pageTitle?.trim();
  return trimmed ? `${trimmed} | ${SITE_NAME}` : SITE_NAME;
}

/** Returns the `<head>` element matching `selector`, creating it from `create` when missing. */
function headElement<E extends Element>(selector: string, create: () => E): E {
  const existing = document.head.querySelector<E>(selector);
  if (existing) return existing;
  const element = create();
  document.head.appendChild(element);
  return element;
}

/**
 * Sets document.title, the meta description and the canonical link (`PUBLIC_URL` and the path, without
 * query or hash) while the calling page is shown. During the server render it records title and
 * description instead, for the served `<head>` (ADR 0020; the last call, the innermost view, wins).
 * @param title page title (without the site name); undefined while the page's data loads
 * @param description meta description; the site default when omitted
 */
export function useDocumentMeta(title: string | undefined, description?: string): void {
  const { pathname } = useLocation();
  const { publicUrl, server } = useContext(RenderContext);
  if (server) server.meta = { title, description };
  useEffect(() => {
    document.title = documentTitle(title);
    const meta = headElement('meta[name="description"]', () => {
      const element = document.createElement('meta');
      element.name = 'description';
      return element;
    });
    meta.content = description?.trim() || DEFAULT_DESCRIPTION;
    const canonical = headElement('link[rel="canonical"]', () => {
      const element = document.createElement('link');
      element.rel = 'canonical';
      return element;
    });
    canonical.href = `${publicUrl || window.location.origin}${pathname}`;
  }, [title, description, pathname, publicUrl]);
}
