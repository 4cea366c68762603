/**
 * Undoing mistakes in a draft (ADR 0022) on CINECA (shipped as a draft only, managed by
 * 'other-manager' alone, so no other spec edits it): items added in the draft offer 'Delete' after a
 * confirmation, the draft's history lists the changes, and 'Discard draft' removes the draft with its
 * changes after a confirmation. That released items offer no delete is tested through the API
 * (apps/api/test/draft-undo.test.ts).
 */
import { signIn, USERS } from '../auth';
import { expect, test } from '../fixtures';
import { manageSend, manageView, openManageTab, snackbar } from './curation-api';

const FW = 'cineca';
const URL = `/framework/${FW}/manage/competencies`;

test.describe.configure({ mode: 'serial' });

test.describe('undo in a draft', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, USERS.otherManager.username, USERS.otherManager.password);
  });

  test('deletes a competency and then a domain added in the draft, each after asking', async ({
    page,
    checkA11y,
  }) => {
    if (!(await manageView(page, FW)).editable) await manageSend(page, 'POST', FW, '/draft');
    const { domains } = await manageSend<{ domains: { id: number }[] }>(page, 'POST', FW, '/domains', {
      titles: ['Added by the undo spec'],
    });
    await manageSend(page, 'POST', FW, '/competencies', {
      domainId: domains[0]?.id,
      competencies: [{ title: 'A competency added by mistake' }, { title: 'Another one' }],
    });

    await page.goto(URL);
    await page.getByRole('button', { name: 'Delete competency A competency added by mistake' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this competency?' });
    await expect(dialog).toContainText('This action cannot be undone!');
    await checkA11y(page);
    await dialog.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(snackbar(page, 'Competency deleted')).toBeVisible();
    await expect(page.getByText('A competency added by mistake')).toHaveCount(0);

    await page.getByRole('button', { name: 'Delete domain Added by the undo spec' }).click();
    const domainDialog = page.getByRole('dialog', { name: 'Delete this domain?' });
    await expect(domainDialog).toContainText('and its 1 competency(ies)');
    await domainDialog.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(snackbar(page, 'Domain deleted')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Added by the undo spec' })).toHaveCount(0);
    await expect(page.getByText('Another one')).toHaveCount(0);
  });

  test("shows the draft's history: who changed what and when, newest first", async ({ page, checkA11y }) => {
    await page.goto(URL);
    await openManageTab(page, 'History');
    await page.getByRole('button', { name: 'Show the history' }).click();
    const table = page.getByRole('table', { name: 'Changes in this draft' });
    const rows = table.getByRole('row');
    await expect(rows.nth(1)).toContainText('Deleted domain “Added by the undo spec”');
    await expect(rows.nth(1)).toContainText('other-manager');
    await expect(rows.nth(2)).toContainText('Deleted competency “A competency added by mistake”');
    await expect(table).toContainText('Added domain “Added by the undo spec”');
    await checkA11y(page);
  });

  test('edits the framework details: description and category', async ({ page, checkA11y }) => {
    await page.goto(URL);
    await openManageTab(page, 'Details');
    const details = page.getByRole('region', { name: 'Framework details' });
    await details.getByRole('textbox', { name: 'Description' }).fill('Edited by the undo spec.');
    await details
      .getByRole('combobox', { name: 'Category on the home page' })
      .selectOption('Clinical professionals');
    await checkA11y(page);
    await details.getByRole('button', { name: 'Save framework details' }).click();
    await expect(snackbar(page, 'Framework details saved')).toBeVisible();
    await page.reload();
    await openManageTab(page, 'Details');
    await expect(details.getByRole('textbox', { name: 'Description' })).toHaveValue(
      'Edited by the undo spec.',
    );
    await expect(details.getByRole('combobox', { name: 'Category on the home page' })).toHaveValue(
      'Clinical professionals',
    );
  });

  test('discards the draft after asking; the framework can start a new one', async ({ page, checkA11y }) => {
    await manageSend(page, 'POST', FW, '/domains', { titles: ['Thrown away with the draft'] });
    await page.goto(URL);
    await expect(page.getByRole('heading', { name: 'Thrown away with the draft' })).toBeVisible();
    await openManageTab(page, 'Release');
    await page.getByRole('button', { name: 'Discard draft' }).click();
    const dialog = page.getByRole('dialog', { name: 'Discard this draft?' });
    await expect(dialog).toContainText('This action cannot be undone!');
    await checkA11y(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('in-progress', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Discard draft' }).click();
    await dialog.getByRole('button', { name: 'Yes, discard the draft' }).click();
    await expect(snackbar(page, 'Draft discarded')).toBeVisible();
    await expect(page.getByText('This framework has no version yet.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Thrown away with the draft' })).toHaveCount(0);
    await checkA11y(page);
    // Leave CINECA as shipped: a draft.
    await manageSend(page, 'POST', FW, '/draft');
  });
});
