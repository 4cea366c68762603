/**
 * Server-rendered pages hydrate without a mismatch (ADR 0020): React reports a hydration mismatch
 * as a console error (in production as minified error #418, #423 or #425) and then renders the page
 * again on the client. Each visitor page is opened and must log no such error. The page's data comes with
 * it: hydrating runs no route loader and reads none of it again (ADR 0068). The page paints before its app's
 * code is fetched (ADR 0073).
 */
import { expect, test } from '../fixtures';

const PAGES = [
  '/',
  '/about',
  '/framework/bioexcel/1.0',
  '/framework/bioexcel/1.0/training-resources',
  '/framework/bioexcel/1.0/export-framework',
  '/framework/bioexcel/1.0/competency/details/1',
  // Shipped profile files import by name: DIRECT's three sample profiles (ids 1–3) come first.
  '/framework/iscb-3.0e1/e1/profile/view/4/core-facility-scientist-i',
  '/framework/iscb/compare/2.0/3.0',
];

const HYDRATION_ERROR = /hydrat|did not match|react\.dev\/errors\/(418|423|425)/i;

test.describe('hydration', () => {
  for (const path of PAGES) {
    test(`${path} hydrates without a mismatch`, async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) errors.push(message.text());
      });
      page.on('pageerror', (error) => {
        if (HYDRATION_ERROR.test(error.message)) errors.push(error.message);
      });
      await page.goto(path);
      await expect(page.locator('html[data-ready]')).toBeAttached();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  test('the framework page hydrates from the data it came with, reading none of it again', async ({
    page,
  }) => {
    const reads: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/api\/v1\/(frameworks|profiles)(\/|$)/.test(pathname)) reads.push(pathname);
    });
    await page.goto('/framework/bioexcel/1.0', { waitUntil: 'networkidle' });
    await expect(page.locator('html[data-ready]')).toBeAttached();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Loading...')).toHaveCount(0);
    expect(reads).toEqual([]);
  });

  test('the page paints before its app is fetched', async ({ page }) => {
    await page.goto('/framework/bioexcel/1.0');
    await expect(page.locator('html[data-ready]')).toBeAttached();
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      app: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/(start|react-dom|libraries)-[^/]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(timing.app).toHaveLength(3);
    for (const start of timing.app) expect(start).toBeGreaterThanOrEqual(timing.paint);
  });
});
