/**
 * No visitor page logs a CSP violation or a hydration error (ADR 0054): React's streamed inline scripts run
 * under the page's policy (allowed by hash), and the server's HTML is what the browser renders first, so React
 * reports neither #418 (mismatch) nor #419 (a boundary the server could not finish). Every visitor route of
 * apps/web/src/config/paths.ts is loaded directly (the route list of visitor-routes.ts, with the comparison
 * of two reference profiles and a competency's training tab link `#vf-tabs__section--2`), then reached by a
 * navigation inside the app.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { referenceProfile } from '../profiles/reference-support';
import { settled, visitorAddresses } from '../visitor-routes';

/** React's errors of a page that did not hydrate as rendered (minified #418, #419, #423, #425). */
const REACT_ERROR = /hydrat|did not match|react\.dev\/errors\/(418|419|423|425)/i;

/** Collects CSP violations and React's hydration errors of `page` (console, uncaught errors, the CSP event). */
async function watchConsole(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && (/Content Security Policy/i.test(text) || REACT_ERROR.test(text))) {
      problems.push(`${page.url()}: ${text}`);
    }
  });
  page.on('pageerror', (error) => {
    if (REACT_ERROR.test(error.message)) problems.push(`${page.url()}: ${error.message}`);
  });
  await page.exposeFunction('reportCspViolation', (text: string) => problems.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation(
        `${location.pathname}: CSP ${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return problems;
}

test('every visitor page loads directly with no CSP violation and no hydration error', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const all = await visitorAddresses(request);
  const first = await referenceProfile(request, 'Core facility scientist I');
  const second = await referenceProfile(request, 'Core facility scientist II');
  const comparison = `/framework/iscb-3.0e1/e1/profiles/compare/${first.id}/${second.id}`;
  const problems = await watchConsole(page);
  for (const path of [...Object.values(all).flat(), comparison]) {
    await page.goto(path);
    await expect(page.locator('html[data-ready]')).toBeAttached();
    await settled(page, path);
  }
  expect(problems).toEqual([]);
});

test('navigating inside the app to a reference profile and a competency logs no CSP violation', async ({
  page,
  request,
}) => {
  const first = await referenceProfile(request, 'Core facility scientist I');
  const problems = await watchConsole(page);
  await page.goto('/framework/iscb-3.0e1/e1/career-profiles');
  await expect(page.locator('html[data-ready]')).toBeAttached();
  await page.getByRole('link', { name: first.title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile overview' })).toBeVisible();
  await page.goto('/framework/bioexcel/1.0');
  await expect(page.locator('html[data-ready]')).toBeAttached();
  await page
    .getByRole('link', { name: /Function effectively in teams/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /Function effectively in teams/ })).toBeVisible();
  expect(problems).toEqual([]);
});
