/**
 * Comparison and training finder (docs/features/profiles.md §5; docs/features/browsing.md §9; docs/features/profiles.md §2):
 * a guest profile written to the browser store is compared with 'Core facility scientist II'; the count of
 * competencies needing improvement equals the number below that profile, and the summary lists exactly
 * those with their gap and a link to the competency page's training resources.
 */
import { expect, test } from '../fixtures';
import { EXTENSION } from './guest-support';
import { referenceProfile, storeGuestProfile } from './reference-support';

test('the guest compared with Core facility scientist II, then the training finder', async ({
  page,
  request,
  checkA11y,
}) => {
  test.slow(); // two axe scans and a lazily loaded chart on a shared machine
  const reference = await referenceProfile(request, 'Core facility scientist II');
  await page.goto('/');
  // Level 2 everywhere except the first three competencies (not mapped) and the fourth at level 3.
  const guest = await storeGuestProfile(page, request, (_, i) => (i < 3 ? 0 : i === 3 ? 3 : 2));
  const ids = new Set([...guest.keys(), ...reference.ratings.keys()]);
  const below = [...ids].filter((id) => (guest.get(id) ?? 0) < (reference.ratings.get(id) ?? 0));
  expect(below.length).toBeGreaterThan(0);

  await page.goto(`/framework/iscb-3.0e1/e1/profiles/compare/guest/${reference.id}`);
  await expect(page.getByRole('heading', { name: 'Compare career profiles', level: 1 })).toBeVisible();
  const cards = page.getByTestId('persona-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText('Ada Lovelace');
  await expect(cards.nth(1)).toContainText('Core facility scientist II');
  await expect(page.getByTestId('needs-improvement-summary')).toHaveText(
    `${below.length} of ${EXTENSION.competencyCount} competencies need improvement`,
  );
  const statuses = page.getByTestId('compared-competency');
  await expect(statuses).toHaveCount(EXTENSION.competencyCount);
  await expect(statuses.filter({ hasText: 'Needs improvement' })).toHaveCount(below.length);
  // The radar chart (lazy) and its table alternative, one row per domain.
  await expect(page.getByTestId('comparison-radar').locator('svg').first()).toBeVisible();
  const table = page.getByRole('table', { name: 'Average level per domain' });
  await expect(table.getByRole('row')).toHaveCount(1 + 5);
  // The role selector offers the other Live profiles, never the one compared.
  const options = await page.getByLabel('Role to compare with').locator('option').allTextContents();
  expect(options).toEqual([
    'Select a role to compare',
    'Core facility scientist I',
    'Core facility scientist II',
    'Core facility scientist III',
    'Managerial role',
  ]);
  await checkA11y(page);

  await page.getByRole('link', { name: 'Explore training resources' }).click();
  await expect(page).toHaveURL(`/framework/iscb-3.0e1/e1/profiles/compare/guest/${reference.id}/summary`);
  await expect(page.getByRole('heading', { name: 'Find training resources', level: 1 })).toBeVisible();
  const items = page.getByTestId('improvement-item');
  await expect(items).toHaveCount(below.length);
  await expect(items.first()).toContainText(/Gap: \d+ levels?/);
  await checkA11y(page);

  const link = items.first().getByRole('link', { name: /Find related training resources/ });
  await expect(link).toHaveAttribute('href', /\/competency\/details\/\d+#vf-tabs__section--2$/);
  await link.click();
  await expect(page).toHaveURL(/\/framework\/iscb-3\.0e1\/e1\/competency\/details\/\d+#vf-tabs__section--2$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test("without a chosen role the page says 'Select a role to compare'; choosing one compares", async ({
  page,
  request,
  checkA11y,
}) => {
  const reference = await referenceProfile(request, 'Managerial role');
  await page.goto('/');
  await storeGuestProfile(page, request, () => 1);
  await page.goto('/framework/iscb-3.0e1/e1/profiles/compare/guest');
  await expect(page.getByRole('alert').filter({ hasText: 'Select a role to compare' })).toBeVisible();
  await expect(page.getByTestId('needs-improvement-summary')).toHaveCount(0);
  await checkA11y(page);

  await page.getByLabel('Role to compare with').selectOption(String(reference.id));
  await expect(page).toHaveURL(`/framework/iscb-3.0e1/e1/profiles/compare/guest/${reference.id}`);
  await expect(page.getByTestId('needs-improvement-summary')).toBeVisible();
});

test('comparing a reference profile with itself is never offered, and two roles compare without a guest', async ({
  page,
  request,
}) => {
  const first = await referenceProfile(request, 'Core facility scientist I');
  const third = await referenceProfile(request, 'Core facility scientist III');
  await page.goto(`/framework/iscb-3.0e1/e1/profiles/compare/${first.id}/${third.id}`);
  const options = await page.getByLabel('Role to compare with').locator('option').allTextContents();
  expect(options).not.toContain('Core facility scientist I');
  await expect(page.getByTestId('needs-improvement-summary')).toBeVisible();
  // Only the guest profile leads to the training finder.
  await expect(page.getByRole('link', { name: 'Explore training resources' })).toHaveCount(0);
});

test('a guest profile missing from this browser is asked for, not invented', async ({ page, request }) => {
  const reference = await referenceProfile(request, 'Core facility scientist II');
  await page.goto(`/framework/iscb-3.0e1/e1/profiles/compare/guest/${reference.id}/summary`);
  await expect(page.getByText('You have no profile yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create your profile' })).toHaveAttribute(
    'href',
    EXTENSION.create,
  );
});
