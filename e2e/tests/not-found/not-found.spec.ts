/** Unknown addresses show a 'not found' page with a way home (docs/features/original-hub.md, last row). */
import { expect, test } from '../fixtures';

const UNKNOWN = [
  { what: 'framework', path: '/framework/nope/1.0' },
  { what: 'version', path: '/framework/bioexcel/9.9' },
  { what: 'competency', path: '/framework/bioexcel/1.0/competency/details/999999' },
  { what: 'path', path: '/no-such-page' },
];

test.describe('not found', () => {
  for (const { what, path } of UNKNOWN) {
    test(`an unknown ${what} shows a not-found page with a link home`, async ({ page, checkA11y }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
      const home = page.getByRole('main').getByRole('link', { name: /home/i });
      await expect(home).toHaveAttribute('href', '/');
      await checkA11y(page);
      await home.click();
      await expect(page).toHaveURL(/\/$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Discover career profiles in life sciences' }),
      ).toBeVisible();
    });
  }
});
