/**
 * Writes a rendered page into the client's built `index.html` (ADR 0020; docs/features/browsing.md §12): per page `<title>`,
 * meta description, canonical link (from `PUBLIC_URL`), Open Graph and Twitter card tags, the `lang` and
 * Mantine's colour scheme on `<html>`, the markup inside `#root`, and the page state as JSON. The head
 * tags are rendered by React (`renderToStaticMarkup`), which escapes them.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { DEFAULT_DESCRIPTION, documentTitle, SITE_NAME } from '../lib/document-meta';
import { PAGE_STATE_ID, type PageState, pageStateJson } from './page-state';

/** What {@link documentHtml} writes into the template. */
export interface DocumentParts {
  pathname: string;
  publicUrl: string;
  /** Page title without the site name (undefined: the site name alone). */
  title: string | undefined;
  description: string | undefined;
  /** The rendered markup of the app. */
  body: string;
  state: PageState;
}

/** The head tags of a page. */
export function headTags(parts: Pick<DocumentParts, 'pathname' | 'publicUrl' | 'title' | 'description'>) {
  const title = documentTitle(parts.title);
  const description = parts.description?.trim() || DEFAULT_DESCRIPTION;
  const url = `${parts.publicUrl}${parts.pathname}`;
  return renderToStaticMarkup(
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
    </>,
  );
}

/**
 * The whole document of a rendered page.
 * @param template the built `index.html` (with `<div id="root"></div>`)
 */
export function documentHtml(template: string, parts: DocumentParts): string {
  const state = `<script type="application/json" id="${PAGE_STATE_ID}">${pageStateJson(parts.state)}</script>`;
  return template
    .replace(/<html[^>]*>/, '<html lang="en" data-mantine-color-scheme="light">')
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/?>/, '')
    .replace('</head>', () => `${headTags(parts)}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${parts.body}</div>${state}`);
}
