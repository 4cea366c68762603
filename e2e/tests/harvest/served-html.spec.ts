/**
 * What a client without JavaScript gets (ADR 0020; docs/features/browsing.md §12, 'Done when'): `curl`-style requests, no browser.
 * Every visitor page's served HTML holds its content, its title, description, canonical, Open Graph and
 * Twitter tags, and its JSON-LD; unknown content answers 404 with the not-found page; HEAD answers like
 * GET; a rendered page revalidates with its ETag.
 */
import { expect, test } from '@playwright/test';
import { metaContent, parseDocument } from './html';

const PAGES = [
  { path: '/', h1: 'Discover career profiles in life sciences', text: 'Explore frameworks' },
  { path: '/about', h1: 'About', text: 'Competency Hub' },
  { path: '/privacy-notice', h1: 'Privacy notice', text: 'Privacy notice' },
  { path: '/documentation', h1: 'API documentation', text: 'API documentation' },
  { path: '/framework/bioexcel/1.0', h1: 'BioExcel', text: 'Function effectively in teams', jsonLd: true },
  {
    path: '/framework/bioexcel/1.0/training-resources',
    h1: 'BioExcel',
    text: 'training resources',
    jsonLd: true,
  },
  { path: '/framework/bioexcel/1.0/export-framework', h1: 'BioExcel', text: 'Export', jsonLd: true },
  {
    path: '/framework/bioexcel/1.0/competency/details/1',
    h1: 'Function effectively in teams to accomplish a common goal.',
    text: 'Knowledge',
    jsonLd: true,
  },
  {
    // Shipped profile files import by name: DIRECT's three sample profiles (ids 1–3) come first.
    path: '/framework/iscb-3.0e1/e1/profile/view/4/core-facility-scientist-i',
    h1: 'Profile overview',
    text: 'Core facility scientist I',
  },
  { path: '/framework/iscb/compare/2.0/3.0', h1: 'What changed', text: 'ISCB' },
];

test.describe('served HTML of visitor pages', () => {
  for (const { path, h1, text, jsonLd } of PAGES) {
    test(`${path} holds its content, meta tags${jsonLd ? ' and JSON-LD' : ''}`, async ({
      request,
      baseURL,
    }) => {
      const response = await request.get(path, { headers: { Accept: 'text/html' } });
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      const doc = parseDocument(await response.text());
      expect(doc.lang).toBe('en');
      expect(doc.h1.join(' ')).toContain(h1);
      expect(doc.mainText).toContain(text);
      expect(doc.title).toMatch(/\| Competency Hub$/);
      const description = metaContent(doc, 'name', 'description');
      expect(description?.length).toBeGreaterThan(10);
      // The canonical URL is PUBLIC_URL (here the server's default, localhost) and the path.
      const port = new URL(baseURL ?? '').port;
      expect(doc.canonical).toBe(`http://localhost:${port}${path === '/' ? '/' : path}`);
      expect(metaContent(doc, 'property', 'og:title')).toBe(doc.title);
      expect(metaContent(doc, 'property', 'og:description')).toBe(description);
      expect(metaContent(doc, 'property', 'og:site_name')).toBe('Competency Hub');
      expect(metaContent(doc, 'name', 'twitter:card')).toBe('summary');
      expect(metaContent(doc, 'name', 'twitter:title')).toBe(doc.title);
      if (jsonLd) expect(doc.jsonLd.length).toBeGreaterThan(0);
      // No inline script runs: the page state is data (application/json), the CSP allows 'self' only.
      expect(doc.inlineExecutableScripts).toBe(0);
      expect(response.headers()['content-security-policy']).toContain("script-src 'self'");
    });
  }

  const UNKNOWN = [
    '/framework/nope/1.0',
    '/framework/bioexcel/9.9',
    '/framework/bioexcel/1.0/competency/details/999999',
    '/framework/iscb-3.0e1/e1/profile/view/999999',
    '/framework/bioexcel/1.0/career-pathway/999999/view',
    '/learning-pathways/999999',
    '/training-resources/no-such-resource',
    '/no-such-page',
  ];
  for (const path of UNKNOWN) {
    test(`${path} answers 404 with the not-found page, for GET and HEAD`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      const doc = parseDocument(await response.text());
      expect(doc.h1).toEqual(['Page not found']);
      expect(doc.title).toBe('Page not found | Competency Hub');
      const head = await request.head(path);
      expect(head.status()).toBe(404);
      expect(head.headers()['content-type']).toContain('text/html');
    });
  }

  test('a rendered page revalidates with its ETag (no-cache, 304)', async ({ request }) => {
    const first = await request.get('/framework/bioexcel/1.0');
    expect(first.headers()['cache-control']).toContain('no-cache');
    const etag = first.headers().etag;
    expect(etag).toBeTruthy();
    const again = await request.get('/framework/bioexcel/1.0', { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status()).toBe(304);
    const head = await request.head('/framework/bioexcel/1.0');
    expect(head.status()).toBe(200);
    expect(head.headers().etag).toBe(etag);
  });

  test('a profile address without its alias redirects to the canonical one', async ({ request }) => {
    const response = await request.get('/framework/iscb-3.0e1/e1/profile/view/4', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(
      '/framework/iscb-3.0e1/e1/profile/view/4/core-facility-scientist-i',
    );
  });

  test('the guest profile answers a shell that fills in the browser', async ({ request }) => {
    const response = await request.get('/framework/bioexcel/1.0/profile/view/guest');
    expect(response.status()).toBe(200);
    const doc = parseDocument(await response.text());
    expect(doc.h1).toEqual(['Your profile']);
    expect(doc.mainText).toContain('Loading your profile...');
  });

  test('the training list renders its filters and page from the address', async ({ request }) => {
    const response = await request.get('/framework/bioexcel/1.0/training-resources?type=Face-to-Face&page=2');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<form method="get"/);
    expect(html).toMatch(/<option value="Face-to-Face" selected="">/);
    expect(html).toMatch(
      /aria-current="page"[^>]*aria-label="Page 2"|aria-label="Page 2"[^>]*aria-current="page"/,
    );
  });
});
