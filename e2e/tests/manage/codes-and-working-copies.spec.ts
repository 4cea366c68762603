/**
 * Codes and working copies (ADR 0059), as the framework manager of ISCB and BioExcel: a competency added in
 * the browser gets its framework's next code (N3 after ISCB's M3; 1.6 after BioExcel's 1.5) shown on the
 * manage tree; a code another competency holds is refused under the Code field; 'Renumber codes' after a
 * domain move shows old → new before applying; and the draft's working-copy CSV, downloaded from the
 * manage screen with an item added in the browser, imports back into the draft. Each test makes its own
 * draft and discards it, so the other specs find the frameworks as shipped.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { manageSend, manageView, openManageTab, signInManager, snackbar } from './curation-api';

/** Starts a draft of `framework` (discarding one left by an earlier attempt). */
async function freshDraft(page: Page, framework: string) {
  const view = await manageView(page, framework);
  if (view.version?.status === 'draft') await manageSend(page, 'DELETE', framework, '/draft');
  await manageSend(page, 'POST', framework, '/draft');
}

/** Adds one competency to the domain titled `domain` through its 'Add competencies' dialog. */
async function addCompetency(page: Page, domain: string, title: string) {
  await page.getByRole('button', { name: `Add competencies to ${domain}` }).click();
  const dialog = page.getByRole('dialog', { name: `Add competencies to ${domain}` });
  await dialog.getByLabel('Competency 1 text').fill(title);
  await dialog.getByRole('button', { name: 'Save competencies' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
}

/** The row of the competency titled `title` on the manage tree. */
const row = (page: Page, title: string) => page.getByRole('row').filter({ hasText: title });

test.describe('codes and working copies', () => {
  test.beforeEach(async ({ page }) => {
    await signInManager(page);
  });

  test('ISCB: a new competency is coded N3, shown on the tree; a taken code is refused under the field', async ({
    page,
    checkA11y,
  }) => {
    test.slow(); // a draft of ISCB, two screens and two axe scans on CI's busy cores
    await freshDraft(page, 'iscb');
    const view = await manageView(page, 'iscb');
    const first = view.domains[0];
    if (!first) throw new Error('ISCB has no domain');
    await page.goto('/framework/iscb/manage/competencies');
    await expect(row(page, first.competencies[0]?.title ?? '').getByTestId('item-code')).toHaveText('A3');

    await addCompetency(page, first.title, 'Explains code schemes to colleagues');
    const added = row(page, 'Explains code schemes to colleagues');
    await expect(added.getByTestId('item-code')).toHaveText('N3');
    await checkA11y(page);

    // Its settings: the code B3 belongs to another competency.
    const id = (await manageView(page, 'iscb')).domains[0]?.competencies.find(
      (c) => c.title === 'Explains code schemes to colleagues',
    )?.id;
    await page.goto(`/framework/iscb/competency/${id}/settings`);
    const code = page.getByRole('textbox', { name: 'Code' });
    await expect(code).toHaveValue('N3');
    await code.fill('B3');
    await page.getByRole('button', { name: 'Save' }).first().click();
    await expect(code).toHaveAccessibleDescription(/The code B3 is already used by the competency/);
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await checkA11y(page);

    await manageSend(page, 'DELETE', 'iscb', '/draft');
  });

  test('BioExcel: renumber after a move, then the working-copy CSV with an added item imports back', async ({
    page,
    checkA11y,
  }) => {
    test.slow(); // a draft, a renumbering, a download and an import on CI's busy cores
    await freshDraft(page, 'bioexcel');
    const view = await manageView(page, 'bioexcel');
    const [d1, d2] = view.domains;
    if (!d1 || !d2) throw new Error('BioExcel has fewer than two domains');
    await page.goto('/framework/bioexcel/manage/competencies');
    await addCompetency(page, d1.title, 'Added in the browser for the round trip');
    await expect(row(page, 'Added in the browser for the round trip').getByTestId('item-code')).toHaveText(
      '1.6',
    );

    // The second domain moves first: 'Renumber codes' shows 2 → 1 and 1 → 2 before applying.
    await page.getByRole('button', { name: 'Change order of the domains' }).click();
    const order = page.getByRole('dialog');
    await order.getByRole('button', { name: `Move up: ${d2.title}` }).click();
    await order.getByRole('button', { name: 'Save' }).click();
    await expect(order).toBeHidden();
    await page.getByRole('button', { name: 'Renumber codes' }).click();
    const confirm = page.getByRole('dialog', { name: 'Renumber the codes?' });
    const list = confirm.getByRole('list', { name: 'Codes that change' });
    await expect(list).toContainText(`2 → 1: ${d2.title}`);
    await expect(list).toContainText(`1 → 2: ${d1.title}`);
    await expect(list).toContainText('1.6 → 2.6: Added in the browser for the round trip');
    await checkA11y(page);
    await confirm.getByRole('button', { name: /^Renumber \d+ codes$/ }).click();
    await expect(confirm).toBeHidden();
    await expect(snackbar(page, 'Codes renumbered')).toBeVisible();
    await expect(row(page, 'Added in the browser for the round trip').getByTestId('item-code')).toHaveText(
      '2.6',
    );
    const heading = page.getByRole('heading', { level: 3, name: d2.title });
    await expect(heading.getByTestId('item-code')).toHaveText('1');

    // The draft as a working copy, from the manage screen.
    await openManageTab(page, 'Add and import');
    const exportPanel = page.getByRole('region', { name: 'Export the draft' });
    await expect(exportPanel).toContainText('working copy of draft, not released');
    const downloading = page.waitForEvent('download');
    await exportPanel.getByRole('link', { name: 'Draft CSV (working copy)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('bioexcel-draft-working-copy.csv');
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv).toContain('Added in the browser for the round trip');
    expect(csv.split('\n')[0]).toContain('Working copy');
    await checkA11y(page);

    // Edited in a spreadsheet and imported back: no 'The file leaves out …'.
    const edited = csv.replace(
      'Added in the browser for the round trip',
      'Added in the browser and renamed in the file',
    );
    const panel = page.getByRole('region', { name: 'Import into the draft' });
    await panel.locator('input[type="file"]').setInputFiles({
      name: 'bioexcel-draft-working-copy.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(edited),
    });
    await panel.getByRole('button', { name: 'Preview the import' }).click();
    const status = panel.getByRole('status');
    await expect(status).toContainText('change 0 domains, 1 competency');
    await panel.getByRole('button', { name: 'Import into the draft' }).click();
    await expect(status).toContainText('Added 0 domains, 0 competencies, 0 attributes');
    await openManageTab(page, 'Domains and competencies');
    await expect(
      row(page, 'Added in the browser and renamed in the file').getByTestId('item-code'),
    ).toHaveText('2.6');

    await manageSend(page, 'DELETE', 'bioexcel', '/draft');
  });
});
