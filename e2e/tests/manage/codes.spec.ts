/**
 * Codes on the manage tree (ADR 0059; docs/features/curation.md §5): a framework imported from a CASE
 * package with dotted codes shows them before each title; a new competency is proposed the next code of
 * the scheme ('1.3' after '1.2'); a code another competency holds is refused under the Code field; after a
 * reorder, 'Renumber codes' lists every change (old → new) and applies them.
 * Its own framework, imported by the CASE manager: no other spec touches it.
 */
import type { Page } from '@playwright/test';
import { signIn, USERS } from '../auth';
import { expect, test } from '../fixtures';
import { casePackageBuilders } from './case-package';
import { dragAnnounced, snackbar } from './curation-api';

const { childOf, item, document } = casePackageBuilders(
  '5c0de000-0000-4000-8000-',
  'https://example.org/codes',
);
const DOMAIN = 'Instrument care';
const PACKAGE = {
  CFDocument: document('Laboratory automation'),
  CFItems: [
    item(2, DOMAIN, 'Domain', '1'),
    item(3, 'Plan instrument runs', undefined, '1.1'),
    item(4, 'Maintain liquid handlers', undefined, '1.2'),
  ],
  CFAssociations: [childOf(10, 2, 1, 1), childOf(11, 3, 2, 1), childOf(12, 4, 2, 2)],
};
const URL = '/framework/laboratory-automation/manage/competencies';

const NAMES = ['Plan instrument runs', 'Maintain liquid handlers', 'Calibrate pipettes'];

/** The tree's competency rows of the domain as 'code title', in the order shown. */
async function codedRows(page: Page): Promise<string[]> {
  const table = page.getByRole('table', { name: `Competencies of ${DOMAIN}` });
  return table.locator('tbody tr').evaluateAll(
    (rows, names) =>
      rows.flatMap((row) => {
        const name = names.find((title) => row.textContent?.includes(title));
        const code = row.querySelector('[data-testid="item-code"]')?.textContent?.trim() ?? '';
        return name ? [`${code} ${name}`] : [];
      }),
    NAMES,
  );
}

test('codes: shown on the tree, proposed by the scheme, unique, and renumbered after a reorder', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(180_000);
  await signIn(page, USERS.caseManager.username, USERS.caseManager.password);
  await page.goto('/manage-frameworks');
  const panel = page.getByRole('region', { name: 'Import a CASE package' });
  await panel.locator('input[type="file"]').setInputFiles({
    name: 'laboratory-automation.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(PACKAGE)),
  });
  await panel.getByRole('button', { name: 'Import as a draft' }).click();
  await expect(panel.getByRole('status')).toContainText('created framework laboratory-automation');

  // The imported codes stand before the titles.
  await page.goto(URL);
  await expect(page.getByRole('heading', { name: DOMAIN })).toBeVisible();
  await expect
    .poll(() => codedRows(page))
    .toEqual(['1.1 Plan instrument runs', '1.2 Maintain liquid handlers']);
  await checkA11y(page);

  // A new competency gets the scheme's next code.
  await page.getByRole('button', { name: `Add competencies to ${DOMAIN}` }).click();
  const add = page.getByRole('dialog', { name: `Add competencies to ${DOMAIN}` });
  await add.getByRole('textbox', { name: 'Competency 1 text' }).fill('Calibrate pipettes');
  await add.getByRole('button', { name: 'Save competencies' }).click();
  await expect(snackbar(page, 'Competencies added successfully')).toBeVisible();
  await expect
    .poll(() => codedRows(page))
    .toEqual(['1.1 Plan instrument runs', '1.2 Maintain liquid handlers', '1.3 Calibrate pipettes']);

  // A code another competency holds is refused under the Code field; nothing is saved.
  await page.getByRole('link', { name: 'Settings of Calibrate pipettes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Calibrate pipettes' })).toBeVisible();
  const code = page.getByRole('textbox', { name: 'Code' });
  await expect(code).toHaveValue('1.3');
  await code.fill('1.1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(code).toHaveAccessibleDescription(/1\.1/);
  await expect(page).not.toHaveURL(URL);
  await checkA11y(page);
  await page.goto(URL);
  await expect
    .poll(() => codedRows(page))
    .toEqual(['1.1 Plan instrument runs', '1.2 Maintain liquid handlers', '1.3 Calibrate pipettes']);

  // Move 'Calibrate pipettes' to the top by keyboard; the codes stay until renumbered.
  await page.getByRole('button', { name: `Change order of the competencies of ${DOMAIN}` }).click();
  const order = page.getByRole('dialog', { name: `Change order of the competencies of ${DOMAIN}` });
  const handle = order.getByRole('button', { name: 'Drag Calibrate pipettes' });
  await handle.focus();
  await page.keyboard.press('Space');
  await dragAnnounced(page, 'Calibrate pipettes is over position 3 of 3.');
  await page.keyboard.press('ArrowUp');
  await dragAnnounced(page, 'Calibrate pipettes is over position 2 of 3.');
  await page.keyboard.press('ArrowUp');
  await dragAnnounced(page, 'Calibrate pipettes is over position 1 of 3.');
  await page.keyboard.press('Space');
  await dragAnnounced(page, 'Calibrate pipettes dropped at position 1 of 3.');
  await order.getByRole('button', { name: 'Save' }).click();
  await expect(order).toHaveCount(0);
  await expect
    .poll(() => codedRows(page))
    .toEqual(['1.3 Calibrate pipettes', '1.1 Plan instrument runs', '1.2 Maintain liquid handlers']);

  // 'Renumber codes' lists each change, old → new, and applies them after the question.
  await page.getByRole('button', { name: 'Renumber codes' }).click();
  const renumber = page.getByRole('dialog', { name: 'Renumber the codes?' });
  const changes = renumber.getByRole('list', { name: 'Codes that change' });
  await expect(changes.getByRole('listitem')).toHaveText([
    '1.3 → 1.1: Calibrate pipettes',
    '1.1 → 1.2: Plan instrument runs',
    '1.2 → 1.3: Maintain liquid handlers',
  ]);
  await checkA11y(page);
  await renumber.getByRole('button', { name: 'Renumber 3 codes' }).click();
  await expect(renumber).toHaveCount(0);
  await expect
    .poll(() => codedRows(page))
    .toEqual(['1.1 Calibrate pipettes', '1.2 Plan instrument runs', '1.3 Maintain liquid handlers']);

  // Asked again, there is nothing left to renumber.
  await page.getByRole('button', { name: 'Renumber codes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'nothing to renumber' })).toBeVisible();
});
