/** Home page (docs/features/browsing.md §2). */
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

  test('every known framework has a card; those not published here say so and link their sources', async ({
    page,
    checkA11y,
  }) => {
    const cards = page.getByRole('region', {
      name: new RegExp(`^(${CATEGORIES.join('|')}|Clinical professionals)$`),
    });
    await expect(cards.getByRole('link', { name: /BioExcel/ }).first()).toBeVisible();
    // The seven frameworks the hub knows only by name, description and sources (ADR 0045).
    const unpublished = page.getByTestId('unpublished-framework');
    await expect(unpublished).toHaveCount(7);
    for (const name of [...DRAFT_ONLY_FRAMEWORKS, 'CINECA', 'PerMedCoE', 'RItrain', 'Data Stewardship']) {
      const card = unpublished.filter({
        has: page.getByRole('heading', { name: new RegExp(`\\b${name}\\b`) }),
      });
      await expect(card, name).toHaveCount(1);
      await expect(card).toContainText('Its competencies are not published on this hub yet.');
      // No framework page to explore: only the owners' own pages, taken from the shipped files.
      await expect(card.locator('a[href^="/"]')).toHaveCount(0);
    }
    // The clinical category is no longer empty: the NHS card links Health Education England's page.
    const clinical = page.getByRole('region', { name: 'Clinical professionals' });
    const nhs = clinical.getByTestId('unpublished-framework').filter({ hasText: 'NHS' });
    await expect(
      nhs.getByRole('link', { name: 'Future clinical bioinformaticians in the NHS' }),
    ).toHaveAttribute(
      'href',
      'https://www.hee.nhs.uk/our-work/building-our-future-digital-workforce/future-clinical-bioinformaticians-nhs',
    );
    const steward = unpublished.filter({ hasText: 'Data Stewardship' });
    await expect(steward.getByRole('link')).toHaveText([
      'Function and competencies matrices for three types of data stewards: policy, research and infrastructure (version 2.1)',
      'FAIR data training',
    ]);
    // A released framework with a newer version known only by name says so on its card.
    await expect(
      cards.getByText('Version 3.0 is known, but its competencies are not published on this hub yet.'),
    ).toBeVisible();
    await checkA11y(page);
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
