/** Competency details (docs/features/browsing.md §4). */
import { expect, test } from '../fixtures';
import { BIOEXCEL, escapeRegExp } from '../support';

const COMPETENCY = 'Function effectively in teams to accomplish a common goal.';

test.describe('competency details', () => {
  test('opens from the framework page and groups attributes by type', async ({ page, checkA11y }) => {
    await page.goto(BIOEXCEL.path);
    await page.getByRole('link', { name: COMPETENCY }).click();
    await expect(page).toHaveURL(/\/framework\/bioexcel\/1\.0\/competency\/details\/\d+$/);

    await expect(page.getByRole('heading', { level: 1, name: COMPETENCY })).toBeVisible();
    for (const type of BIOEXCEL.attributeTypes) {
      await expect(page.getByRole('heading', { name: type, exact: true })).toBeVisible();
    }
    // Attributes sit under their type's heading (the list that follows it).
    const knowledge = page.getByRole('list').filter({ hasText: 'Aware of cultural differences' });
    await expect(knowledge.getByRole('listitem')).toHaveCount(2);
    await expect(page.getByText('Conflict management', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Delivers on his/her actions and inspires this behaviour in others'),
    ).toBeVisible();

    await expect(page.getByText('Competency derived from:')).toBeVisible();
    await expect(page.getByText('No data available')).toBeVisible();
    await checkA11y(page);
  });

  test('sets the document title and a canonical link', async ({ page }) => {
    await page.goto(BIOEXCEL.path);
    await page.getByRole('link', { name: COMPETENCY }).click();
    await expect(page.getByRole('heading', { level: 1, name: COMPETENCY })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(escapeRegExp(COMPETENCY)));
    const canonical = page.locator('link[rel="canonical"]');
    await expect(canonical).toHaveCount(1);
    // PUBLIC_URL (the test server's default, localhost) and the path (ADR 0020).
    const href = await canonical.getAttribute('href');
    const url = new URL(page.url());
    expect(href).toBe(`http://localhost:${url.port}${url.pathname}`);
  });

  test('shows the attribute types in the framework order', async ({ page }) => {
    await page.goto(BIOEXCEL.path);
    await page.getByRole('link', { name: BIOEXCEL.commaCompetency }).click();
    await expect(page.getByRole('heading', { level: 1, name: BIOEXCEL.commaCompetency })).toBeVisible();
    const headings = page.getByRole('heading', { level: 2 }).or(page.getByRole('heading', { level: 3 }));
    const texts = (await headings.allTextContents()).map((t) => t.trim());
    const order = BIOEXCEL.attributeTypes.map((type) => texts.indexOf(type));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });
});
