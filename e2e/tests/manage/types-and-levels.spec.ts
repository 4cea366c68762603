/**
 * Attribute types and expertise levels of a framework (docs/features/curation.md §18) and the empty state of the manage
 * screen (docs/features/curation.md §4) on ARISE: a draft without domains, types or levels.
 */
import { expect, test } from '../fixtures';
import { signInManager, snackbar } from './curation-api';

const FW = 'arise';

test.describe.configure({ mode: 'serial' });

test.describe('attribute types and expertise levels', () => {
  test.beforeEach(async ({ page }) => {
    await signInManager(page);
  });

  test('an empty draft says how to start', async ({ page, checkA11y }) => {
    await page.goto(`/framework/${FW}/manage/competencies`);
    await expect(page.getByRole('heading', { level: 1, name: 'ARISE' })).toBeVisible();
    await expect(page.getByText('No data found. You may start by adding domains.')).toBeVisible();
    await checkA11y(page);
  });

  test('adds, edits and removes an attribute type', async ({ page, checkA11y }) => {
    await page.goto(`/framework/${FW}/manage/types-and-levels`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Attribute types and expertise levels' }),
    ).toBeVisible();
    await expect(page.getByText('No attribute types yet.')).toBeVisible();

    await page.getByRole('button', { name: 'Add attribute type' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an attribute type' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Enter a title')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Knowledge');
    await dialog.getByRole('textbox', { name: 'Description' }).fill('What one knows');
    await checkA11y(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page, 'Attribute type created')).toBeVisible();
    const table = page.getByRole('table', { name: 'Attribute types' });
    await expect(table.getByRole('row', { name: /Knowledge/ })).toContainText('What one knows');

    await page.getByRole('button', { name: 'Edit attribute type Knowledge' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit attribute type Knowledge' });
    await expect(edit.getByRole('textbox', { name: 'Title' })).toHaveValue('Knowledge');
    await edit.getByRole('textbox', { name: 'Title' }).fill('Skill');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page, 'Record updated')).toBeVisible();
    await expect(table.getByRole('row', { name: /Skill/ })).toBeVisible();

    await page.getByRole('button', { name: 'Remove attribute type Skill' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove attribute type Skill?' });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(snackbar(page, 'Attribute type removed')).toBeVisible();
    await expect(page.getByText('No attribute types yet.')).toBeVisible();
  });

  test("adds expertise levels; rating 0 reads 'Not applicable'", async ({ page, checkA11y }) => {
    await page.goto(`/framework/${FW}/manage/types-and-levels`);
    await page.getByRole('button', { name: 'Add expertise level' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an expertise level' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Not applicable');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Enter a whole number from 0 to 100')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Rating level' }).fill('0');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page, 'Expertise level created')).toBeVisible();

    await page.getByRole('button', { name: 'Add expertise level' }).click();
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Awareness');
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Knows it exists');
    await dialog.getByRole('textbox', { name: 'Rating level' }).fill('1');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page, 'Expertise level created')).toBeVisible();

    const table = page.getByRole('table', { name: 'Expertise levels' });
    await expect(table.getByRole('row').nth(1)).toContainText('0 (Not applicable)');
    await expect(table.getByRole('row').nth(2)).toContainText('Awareness');

    await page.getByRole('button', { name: 'Edit expertise level Awareness' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit expertise level Awareness' });
    await edit.getByRole('textbox', { name: 'Rating level' }).fill('2');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page, 'Record updated')).toBeVisible();
    await expect(table.getByRole('row', { name: /Awareness/ })).toContainText('2');
    await checkA11y(page);
  });
});
