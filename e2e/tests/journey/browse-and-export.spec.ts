/** A visitor's journey: home → BioExcel → a competency → its attributes → Export → CSV download. */
import { expect, test } from '../fixtures';
import { BIOEXCEL } from '../support';

test('a visitor finds a BioExcel competency, reads its attributes and exports the framework', async ({
  page,
}) => {
  await page.goto('/');
  await page
    .getByRole('link', { name: /BioExcel/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/framework\/bioexcel\/1\.0(\/competencies)?$/);
  await expect(page.getByRole('heading', { level: 1, name: BIOEXCEL.title })).toBeVisible();

  await page.getByRole('textbox', { name: 'Filter competencies' }).fill('parallel');
  await page.getByRole('link', { name: BIOEXCEL.parallelCompetency }).click();
  await expect(page.getByRole('heading', { level: 1, name: BIOEXCEL.parallelCompetency })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Knowledge', exact: true })).toBeVisible();
  await expect(page.getByRole('listitem').first()).toBeVisible();

  // Back to the framework through the breadcrumb, then the Export tab.
  await page
    .getByRole('navigation', { name: /breadcrumb/i })
    .getByRole('link', { name: BIOEXCEL.title })
    .click();
  await page
    .getByRole('tab', { name: /export/i })
    .or(page.getByRole('link', { name: 'Export framework' }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/framework\/bioexcel\/1\.0\/export-framework$/);

  const downloadPromise = page.waitForEvent('download');
  await page
    .getByRole('link', { name: 'Export CSV' })
    .or(page.getByRole('button', { name: 'Export CSV' }))
    .click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('bioexcel_1.0.csv');
  expect(await download.failure()).toBeNull();
});
