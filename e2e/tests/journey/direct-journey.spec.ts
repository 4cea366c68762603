/**
 * The journey on DIRECT 2.0.0 (ADR 0046): a new visitor sees the three levels on the framework page, rates
 * the 67 skills the 'RSE Team Lead' sample profile rates ('rate only what a role needs', with the progress
 * and the filter of a 164-skill form), compares with that role (group headings), finds the authors'
 * training under the gaps that have any and TeSS for the others, and downloads the PDF; at desktop and
 * phone width, with axe scans.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { expectNothingClipped, PHONE } from '../phone-width';
import { downloadedBuffer, pdfText } from '../profiles/guest-support';

const FRAMEWORK = '/framework/direct/2.0.0';
const ROLE = 'RSE Team Lead (DIRECT sample profile)';

async function journey(page: Page, checkA11y: (page: Page) => Promise<void>, phone: boolean) {
  await page.goto(FRAMEWORK);
  await expect(
    page.getByRole('heading', { name: 'Information and data technologies', level: 4 }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Data engineering', level: 5 })).toBeVisible();
  await page.getByTestId('journey-line').getByRole('link', { name: 'Rate yourself' }).click();

  await expect(page).toHaveURL(`${FRAMEWORK}/profile/create/guest`);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Siân Ó Briain');
  await page.getByRole('textbox', { name: 'Job title', exact: true }).fill('Research software engineer');
  await page.getByRole('button', { name: 'Save and map competencies' }).click();

  await expect(page).toHaveURL(`${FRAMEWORK}/profile/map/guest`);
  const progress = page.getByRole('status').filter({ hasText: /of 164 rated$/ });
  await expect(progress).toHaveText('0 of 164 rated');
  const scales = page.getByRole('combobox', { name: /^Select a scale for / });
  await expect(scales).toHaveCount(164);

  // The filter narrows the form; the role shows only what it rates, the rest behind one button.
  await page.getByRole('textbox', { name: 'Filter competencies' }).fill('version control');
  await expect(scales).toHaveCount(1);
  await page.getByRole('textbox', { name: 'Filter competencies' }).fill('');
  await page.getByLabel('Rate only what a role needs').selectOption({ label: ROLE });
  await expect(scales).toHaveCount(67);
  await expect(page.getByRole('button', { name: 'Show the other 97' })).toBeVisible();
  // Eight skills at 'Awareness': the role expects more, and its other skills stay not applicable.
  for (let i = 0; i < 8; i += 1) await scales.nth(i).selectOption({ index: 1 });
  await expect(progress).toHaveText('8 of 164 rated');

  // A group collapses; its ratings stay.
  const collapse = page.getByRole('button', { name: 'Collapse Communication' });
  await collapse.click();
  await expect(page.getByRole('button', { name: 'Expand Communication' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(progress).toHaveText('8 of 164 rated');
  if (phone) expect(await expectNothingClipped(page)).toBe(0);
  await checkA11y(page);
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  await expect(page).toHaveURL(`${FRAMEWORK}/profile/view/guest`);
  await page.getByLabel('Compare with a career profile').selectOption({ label: 'RSE Team Lead' });
  await page.getByRole('link', { name: 'Compare' }).click();
  await expect(page.getByRole('heading', { name: 'Compare career profiles', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Software design and development', level: 3 }),
  ).toBeVisible();
  await checkA11y(page);
  await page.getByRole('link', { name: 'Explore training resources' }).click();

  await expect(page.getByRole('heading', { name: 'Find training resources', level: 1 })).toBeVisible();
  await expect(page.getByText('Searching TeSS…')).toHaveCount(0);
  const items = page.getByTestId('improvement-item');
  const count = await items.count();
  expect(count).toBeGreaterThan(0);
  let byAuthors = 0;
  for (let i = 0; i < count; i += 1) {
    const item = items.nth(i);
    const suggested = item.getByRole('list', { name: /^Suggested training for / });
    const tess = await item.getByRole('list', { name: /^Found in TeSS for / }).count();
    const search = await item.getByRole('link', { name: /^Search TeSS for / }).count();
    if ((await suggested.count()) > 0) {
      await expect(suggested).toContainText("mapped by the framework's authors");
      byAuthors += 1;
    } else {
      // A gap without the authors' training gets the TeSS search.
      expect(tess + search, (await item.textContent()) ?? '').toBeGreaterThan(0);
    }
  }
  expect(byAuthors).toBeGreaterThan(0);
  if (phone) expect(await expectNothingClipped(page)).toBe(0);
  await checkA11y(page);

  await page.goto(`${FRAMEWORK}/profile/view/guest`);
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(await pdfText(await downloadedBuffer(pdf))).toContain('Siân Ó Briain - Research software engineer');
}

test('the home page lists DIRECT for research infrastructure professionals; its page says the whole journey works', async ({
  page,
}) => {
  await page.goto('/');
  const infrastructure = page.getByRole('region', { name: 'Research infrastructure professionals' });
  await expect(infrastructure.getByRole('link', { name: /DIRECT/ })).toHaveAttribute('href', FRAMEWORK);
  await page.goto(FRAMEWORK);
  await expect(page.getByTestId('journey-line')).toContainText('compare yourself with');
});

test('DIRECT: rate what a role needs → compare → the authors’ training under the gaps → PDF', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(480_000);
  await journey(page, checkA11y, false);
});

test.describe('at a phone’s width', () => {
  test.use({ viewport: PHONE });
  test('DIRECT: the same journey on a phone', async ({ page, checkA11y }) => {
    test.setTimeout(480_000);
    await journey(page, checkA11y, true);
  });
});
