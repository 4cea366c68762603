/**
 * docs/features/public-api.md §11; ADR 0024 in the browser: pages run under the strict Content-Security-Policy without a single
 * violation (Zod runs jitless), and a tab whose screen file vanished after a redeploy reloads once, then
 * explains inside the page frame.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/** Collects CSP violations reported by the page (the securitypolicyviolation event and console errors). */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return violations;
}

test('pages, a framework, a competency and the export run with no CSP violation', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.goto('/framework/bioexcel/1.0');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page
    .getByRole('link', { name: /Function effectively in teams/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.goto('/framework/bioexcel/1.0/export');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('a screen file gone after a redeploy reloads the tab once, then explains inside the page frame', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // The About screen's chunk is no longer on the server (a newer release replaced it).
  let requests = 0;
  await page.route(/\/assets\/AboutScreen-[^/]+\.js$/, (route) => {
    requests += 1;
    return route.fulfill({ status: 404, body: 'Not found' });
  });
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { name: 'A new version of the hub is available' })).toBeVisible();
  expect(loads).toBe(1); // reloaded once by itself, and not again
  expect(requests).toBeGreaterThanOrEqual(2);
  // Inside the frame: the site header and footer are still there.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  await checkA11y(page);
});
