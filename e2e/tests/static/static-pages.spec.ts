/** Static pages (docs/features/browsing.md §6, Top banner, Breadcrumbs). */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

const PAGES = [
  { path: '/about', banner: 'About the Competency Hub', crumb: 'About' },
  { path: '/documentation', banner: 'Competency Hub API', crumb: 'API documentation' },
  { path: '/privacy-notice', banner: 'Privacy notice', crumb: 'Privacy notice' },
  {
    path: '/guidelines-course-creation',
    banner: 'Guidelines for course creation',
    crumb: 'Guidelines for course creation',
  },
] as const;

/** The Swagger UI container on /documentation: a third-party widget left out of the axe scans. */
const SWAGGER = '[data-testid="swagger-ui"]';

/** The breadcrumb navigation of the page. */
function breadcrumbs(page: Page) {
  return page.getByRole('navigation', { name: /breadcrumb/i });
}

test.describe('static pages', () => {
  for (const { path, banner, crumb } of PAGES) {
    test(`${path}: banner with 'Learn more', breadcrumbs and content`, async ({ page, checkA11y }) => {
      await page.goto(path);
      const topBanner = page.getByTestId('top-banner');
      await expect(topBanner.getByText(banner, { exact: true })).toBeVisible();
      const learnMore = topBanner.getByRole('link', { name: 'Learn more' });
      await expect(learnMore).toHaveAttribute('href', '/about');

      const trail = breadcrumbs(page);
      await expect(trail.getByRole('link', { name: 'Competency Hub' })).toHaveAttribute('href', '/');
      await expect(trail.getByText(crumb, { exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(trail).toHaveText(new RegExp(`^\\s*Competency Hub.*${crumb}\\s*$`, 's'));

      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // Swagger UI is a third-party widget (its own ARIA roles); everything around it is scanned.
      await checkA11y(page, { exclude: [SWAGGER] });
    });
  }

  test('/about links to the other static pages', async ({ page }) => {
    await page.goto('/about');
    const main = page.getByRole('main');
    for (const href of ['/guidelines-course-creation', '/documentation', '/privacy-notice']) {
      await expect(main.locator(`a[href="${href}"]`).first()).toBeVisible();
    }
  });

  test('/documentation renders the OpenAPI document', async ({ page, checkA11y }) => {
    await page.goto('/documentation');
    await expect(page.getByRole('heading', { level: 1, name: 'API documentation' })).toBeVisible();
    await expect(page.getByText('/api/version_manager', { exact: true }).first()).toBeVisible({
      timeout: 20_000,
    });
    await checkA11y(page, { exclude: [SWAGGER] });
  });

  test('/privacy-notice gives its publication date and the complaint window', async ({ page }) => {
    await page.goto('/privacy-notice');
    await expect(page.getByText(/4 November 2025/).first()).toBeVisible();
    await expect(page.getByText(/three months/).first()).toBeVisible();
  });

  test("the 'Learn more' link opens /about", async ({ page }) => {
    await page.goto('/privacy-notice');
    await page.getByRole('link', { name: 'Learn more' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(breadcrumbs(page).getByText('About', { exact: true })).toBeVisible();
  });
});
