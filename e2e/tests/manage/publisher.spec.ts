/**
 * 'Publisher' on the manage screen (docs/features/interchange-files.md §8): a framework manager sees the owner recorded for the
 * framework, sets its web address and Credential Registry CTID (told that the registry needs one of them
 * while neither is recorded), and the CTDL-ASN export names it as publisher; a bad address or CTID is
 * explained under its field.
 */
import { expect, test } from '../fixtures';
import { openManageTab, signInManager, snackbar } from './curation-api';

const FW = 'ritrain';

test('a manager sees and sets the framework publisher', async ({ page, checkA11y }) => {
  await signInManager(page);
  await page.goto(`/framework/${FW}/manage/data`);
  await openManageTab(page, 'Details');
  const section = page.getByRole('region', { name: 'Publisher' });
  await expect(section.getByLabel('Publisher name')).toHaveValue('RItrain');
  await expect(section.getByText(/Credential Registry needs its CTID or its web page/)).toBeVisible();
  await section.getByLabel('Credential Registry CTID').fill('ritrain');
  await section.getByRole('button', { name: 'Save publisher' }).click();
  await expect(section.getByText(/Enter a CTID/)).toBeVisible();
  await section.getByLabel('Credential Registry CTID').fill('ce-00000000-0000-4000-8000-0000000000b2');
  await section.getByLabel('Publisher web address').fill('not an address');
  await section.getByRole('button', { name: 'Save publisher' }).click();
  await expect(section.getByText(/starting with https:\/\//)).toBeVisible();
  await checkA11y(page);
  await section.getByLabel('Publisher web address').fill('https://ritrain.example.org');
  await section.getByRole('button', { name: 'Save publisher' }).click();
  await expect(snackbar(page, 'Publisher updated')).toBeVisible();
  await page.reload();
  await openManageTab(page, 'Details');
  await expect(
    page.getByRole('region', { name: 'Publisher' }).getByLabel('Publisher web address'),
  ).toHaveValue('https://ritrain.example.org');
  const saved = page.getByRole('region', { name: 'Publisher' });
  await expect(saved.getByLabel('Credential Registry CTID')).toHaveValue(
    'ce-00000000-0000-4000-8000-0000000000b2',
  );
  await expect(saved.getByText(/Credential Registry needs/)).toHaveCount(0);
});
