/**
 * The visitor's whole journey on shipped data (docs/features/browsing.md §13, 'Done when'): from the home page's main action
 * to a framework where it works, rate yourself, compare with a role, and find training under every gap
 * (mapped, or found in TeSS through the stand-in, or at least a 'Search TeSS' link with the search words,
 * never nothing); then print the profile as a PDF with 'Łucja Dąbrowska' intact.
 */
import { expect, test } from '../fixtures';
import { downloadedBuffer, EXTENSION, pdfText } from '../profiles/guest-support';

test('home → rate → compare → training for every gap → PDF, without a dead end', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(150_000);
  await page.goto('/');
  await page.getByRole('link', { name: /^Rate yourself and compare with a role/ }).click();
  await expect(page).toHaveURL(`/framework/${EXTENSION.machineName}/${EXTENSION.version}`);
  await page.getByTestId('journey-line').getByRole('link', { name: 'Rate yourself' }).click();

  await expect(page).toHaveURL(EXTENSION.create);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Łucja Dąbrowska');
  await page.getByRole('textbox', { name: 'Job title', exact: true }).fill('Bioinformatyk');
  await page.getByRole('button', { name: 'Save and map competencies' }).click();

  await expect(page).toHaveURL(EXTENSION.map);
  const scales = page.getByRole('combobox', { name: /^Select a scale for / });
  await expect(scales).toHaveCount(EXTENSION.competencyCount);
  for (let i = 0; i < EXTENSION.competencyCount; i += 1) await scales.nth(i).selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  await expect(page).toHaveURL(EXTENSION.view);
  await page.getByLabel('Compare with a career profile').selectOption({ label: 'Managerial role' });
  await page.getByRole('link', { name: 'Compare' }).click();
  await expect(page.getByRole('heading', { name: 'Compare career profiles', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Explore training resources' }).click();

  await expect(page.getByRole('heading', { name: 'Find training resources', level: 1 })).toBeVisible();
  const items = page.getByTestId('improvement-item');
  const count = await items.count();
  expect(count).toBeGreaterThan(0);
  await expect(page.getByText('Searching TeSS…')).toHaveCount(0);
  let withTraining = 0;
  for (let i = 0; i < count; i += 1) {
    const item = items.nth(i);
    // Every gap offers training: mapped, found in TeSS, or the same search on TeSS.
    const found = await item.getByRole('list', { name: /^(Suggested training|Found in TeSS) for / }).count();
    const search = await item.getByRole('link', { name: /^Search TeSS for / }).count();
    expect(found + search, (await item.textContent()) ?? '').toBeGreaterThan(0);
    if (found > 0) withTraining += 1;
  }
  expect(withTraining).toBeGreaterThan(0);
  await checkA11y(page);

  await page.getByRole('link', { name: 'Back to the comparison' }).click();
  await page.goto(EXTENSION.view);
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(await pdfText(await downloadedBuffer(pdf))).toContain('Łucja Dąbrowska - Bioinformatyk');
});
