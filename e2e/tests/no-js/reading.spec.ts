/**
 * Reading with JavaScript disabled (ADR 0027): the 'no-javascript' project opens each visitor route,
 * finds its main content in the server's HTML, and follows the links between them; the training list's
 * filters work as a plain GET form and its pages as plain links. Each page gets the axe scan; axe needs
 * scripts, so the scan runs in a second context where scripts run but every script file of the page is
 * refused: the same server HTML, never hydrated.
 */
import type { Browser } from '@playwright/test';
import { expect, test } from '../fixtures';

/** Opens `path` with the page's own scripts refused (axe still runs) and scans it. */
async function scanServedHtml(
  browser: Browser,
  baseURL: string | undefined,
  path: string,
  checkA11y: (page: import('@playwright/test').Page) => Promise<void>,
) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: true });
  await context.route(/\.js(\?|$)/, (route) => route.abort());
  const page = await context.newPage();
  await page.goto(path);
  await checkA11y(page);
  await context.close();
}

const ROUTES = [
  { path: '/', h1: 'Discover career profiles in life sciences', content: 'Explore frameworks' },
  { path: '/about', h1: 'About' },
  { path: '/privacy-notice', h1: 'Privacy notice' },
  { path: '/documentation', h1: 'API documentation' },
  { path: '/guidelines-course-creation', h1: /course/i },
  { path: '/framework/bioexcel/1.0', h1: 'BioExcel', content: 'Function effectively in teams' },
  { path: '/framework/iscb-3.0e1/e1/career-profiles', h1: /ISCB/, content: 'Core facility scientist I' },
  { path: '/framework/bioexcel/1.0/training-resources', h1: 'BioExcel', content: 'training resources' },
  { path: '/framework/bioexcel/1.0/export-framework', h1: 'BioExcel', content: 'CSV' },
  {
    path: '/framework/bioexcel/1.0/competency/details/1',
    h1: 'Function effectively in teams to accomplish a common goal.',
    content: 'Knowledge',
  },
  {
    // Shipped profile files import by name: DIRECT's three sample profiles (ids 1–3) come first.
    path: '/framework/iscb-3.0e1/e1/profile/view/4/core-facility-scientist-i',
    h1: 'Profile overview',
    content: 'Core facility scientist I',
  },
  { path: '/framework/iscb/compare/2.0/3.0', h1: /What changed/, content: 'ISCB' },
  { path: '/framework/bioexcel/1.0/profile/view/guest', h1: 'Your profile', content: 'Loading your profile' },
];

test.describe('reading without JavaScript', () => {
  for (const { path, h1, content } of ROUTES) {
    test(`${path} shows its main content`, async ({ page, browser, baseURL, checkA11y }) => {
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
      if (content) await expect(main.getByText(content).first()).toBeVisible();
      await scanServedHtml(browser, baseURL, path, checkA11y);
    });
  }

  test('links lead from home to a framework, a competency and a training resource', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('main')
      .getByRole('link', { name: /BioExcel/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/framework\/bioexcel\/1\.0/);
    await expect(page.getByRole('heading', { level: 1, name: 'BioExcel' })).toBeVisible();

    await page
      .getByRole('link', { name: /Function effectively in teams/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/competency\/details\//);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Function effectively in teams');

    await page.goto('/framework/bioexcel/1.0/training-resources');
    const table = page.getByRole('table');
    const first = table.getByRole('link').first();
    const title = (await first.textContent())?.trim() ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/training-resources\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    await page.getByRole('link', { name: 'About' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
  });

  test("the framework page's tabs are links to each tab's address", async ({ page }) => {
    await page.goto('/framework/bioexcel/1.0');
    const tabs = page.getByRole('tablist', { name: /BioExcel 1\.0 sections/ });
    await expect(tabs.getByRole('tab', { name: 'Competencies' })).toHaveAttribute('aria-selected', 'true');

    await tabs.getByRole('tab', { name: 'Training resources' }).click();
    await expect(page).toHaveURL(/\/framework\/bioexcel\/1\.0\/training-resources$/);
    const opened = page.getByRole('tab', { name: 'Training resources' });
    await expect(opened).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByText(/^\d+ training resources?$/)).toBeVisible();

    await page.getByRole('tab', { name: 'Export' }).click();
    await expect(page).toHaveURL(/\/framework\/bioexcel\/1\.0\/export-framework$/);
    await expect(page.getByRole('tab', { name: 'Export' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByText('CSV').first()).toBeVisible();
  });

  test('the training list filters with a GET form and pages with plain links', async ({ page }) => {
    await page.goto('/framework/bioexcel/1.0/training-resources');
    await page.getByLabel('Type').selectOption('Webinar');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/[?&]type=Webinar/);
    await expect(page.getByLabel('Type')).toHaveValue('Webinar');

    await page.goto('/framework/bioexcel/1.0/training-resources');
    const count = page.getByText(/^\d+ training resources?$/);
    await expect(count).toBeVisible();
    await page.getByLabel('Search training resources').fill('GROMACS');
    await page.getByLabel('Search training resources').press('Enter');
    await expect(page).toHaveURL(/[?&]search=GROMACS/);
    await expect(page.getByLabel('Search training resources')).toHaveValue('GROMACS');

    await page.goto('/framework/bioexcel/1.0/training-resources');
    await page
      .getByRole('navigation', { name: 'Training resource pages' })
      .getByRole('link', { name: 'Page 2' })
      .click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });
});
