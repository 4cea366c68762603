/**
 * 'Publisher' on the manage screen (issue #20 §2): a framework manager sees the owner recorded for the
 * framework, sets its web address, and the CTDL-ASN export names it as publisher; a bad address is
 * explained under its field.
 */
import { expect, test } from '../fixtures';
import { signInManager, snackbar } from './curation-api';

const FW = 'ritrain';

test('a manager sees and sets the framework publisher', async ({ page, checkA11y }) => {
  await signInManager(page);
  await page.goto(`/framework/${FW}/manage/data`);
  const section = page.getByRole('region', { name: 'Publisher' });
  await expect(section.getByLabel('Publisher name')).toHaveValue('RItrain');
  await section.getByLabel('Publisher web address').fill('not an address');
  await section.getByRole('button', { name: 'Save publisher' }).click();
  await expect(section.getByText(/starting with https:\/\//)).toBeVisible();
  await checkA11y(page);
  await section.getByLabel('Publisher web address').fill('https://ritrain.example.org');
  await section.getByRole('button', { name: 'Save publisher' }).click();
  await expect(snackbar(page, 'Publisher updated')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Publisher' }).getByLabel('Publisher web address'),
  ).toHaveValue('https://ritrain.example.org');
});
