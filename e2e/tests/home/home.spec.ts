/** Home page (spec visitor-features.md §2 Home). */
import { expect, test } from '../fixtures';
import { CATEGORIES, DRAFT_ONLY_FRAMEWORKS } from '../support';

test.describe('home page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Discover career profiles in life sciences' }),
    ).toBeVisible();
  });

  test('groups live framework cards by category and links them to their live version', async ({
    page,
    checkA11y,
  }) => {
    for (const category of CATEGORIES) {
      await expect(page.getByRole('heading', { name: category, exact: true })).toBeVisible();
    }
    const research = page.getByRole('region', { name: CATEGORIES[0] });
    await expect(research.getByRole('heading', { name: 'BioExcel', exact: true })).toBeVisible();
    await expect(research.getByRole('link', { name: /BioExcel/ })).toHaveAttribute(
      'href',
      '/framework/bioexcel/1.0',
    );
    await expect(research.getByRole('link', { name: /ISCB/ })).toHaveAttribute('href', '/framework/iscb/3.0');

    const infrastructure = page.getByRole('region', { name: CATEGORIES[1] });
    await expect(infrastructure.getByRole('link', { name: /ISCB core facility extension/ })).toHaveAttribute(
      'href',
      '/framework/iscb-3.0e1/e1',
    );
    await checkA11y(page);
  });

  test('hides frameworks that have no live version', async ({ page }) => {
    const cards = page.getByRole('region', { name: new RegExp(`^(${CATEGORIES.join('|')})$`) });
    await expect(cards).toHaveCount(CATEGORIES.length);
    await expect(cards.getByRole('link', { name: /BioExcel/ })).toBeVisible();
    for (const name of DRAFT_ONLY_FRAMEWORKS) {
      await expect(cards.getByRole('heading', { name: new RegExp(`\\b${name}\\b`) })).toHaveCount(0);
      await expect(cards.getByRole('link', { name: new RegExp(`\\b${name}\\b`) })).toHaveCount(0);
    }
    // The third category holds only draft frameworks (CINECA, NHS), so it is not shown at all.
    await expect(page.getByRole('heading', { name: 'Clinical professionals' })).toHaveCount(0);
  });

  test('the training-platform banner stays dismissed after a reload', async ({ page }) => {
    const dismiss = page.getByRole('button', { name: /dismiss/i });
    await expect(dismiss).toBeVisible();
    await dismiss.click();
    await expect(dismiss).toBeHidden();
    const stored = await page.evaluate(() => window.localStorage.getItem('bannerDismissed'));
    expect(JSON.parse(stored ?? 'null')).toEqual({ version: 1, data: true });

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: CATEGORIES[0] })).toBeVisible();
    await expect(page.getByRole('button', { name: /dismiss/i })).toHaveCount(0);
  });

  test('the career-profile area offers the profile grid and "Add your profile"', async ({
    page,
    checkA11y,
  }) => {
    await expect(page.getByRole('heading', { name: 'Career profiles', exact: true })).toBeVisible();
    await expect(page.getByTestId('profile-grid')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add your profile' })).toBeVisible();
    await checkA11y(page);
  });
});
