/**
 * Two framework managers of DIRECT in two browser contexts, one test after the other in this file (they
 * share DIRECT's draft, so they never run side by side; ADR 0066):
 * - 'Undo this import' spares later edits: Alice imports a file into the draft that renames two
 *   competencies and adds one; Bob then renames one of the two. Alice's undo (from the API's list, after a
 *   reload) puts back only the import's own rename and removes the added competency; Bob's rename stays,
 *   and the screen lists it as kept with why ('renamed by undoer-b after the import').
 * - A colleague's changes are noticed when the manage screen's tab regains focus: Alice has typed a new
 *   competency's title when Bob renames a competency; back on her tab, she is told 'A colleague changed
 *   this draft since you opened it' with Bob's change, her typed title untouched; 'Reload' reads the draft
 *   again and shows Bob's title, still keeping what she typed.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import Papa from 'papaparse';
import { USERS } from '../auth';
import { expect, test } from '../fixtures';
import { ensureDraft, managerPage, manageSend, manageView, openManageTab } from './curation-api';

const FW = 'direct';
/** Unique per attempt: a retry on the same server must not meet the first attempt's titles. */
const RUN = randomUUID().slice(0, 8);

test.describe.configure({ mode: 'serial' });
// Two browsers, an import and axe scans on a shared machine: each test.
test.setTimeout(180_000);

test.describe('a colleague works in the same draft of DIRECT', () => {
  let alice: Page;
  let bob: Page;

  test.beforeAll(async ({ browser }) => {
    alice = await managerPage(browser, USERS.undoerA);
    bob = await managerPage(browser, USERS.undoerB);
    await ensureDraft(alice, FW);
  });

  test.afterAll(async () => {
    await alice.context().close();
    await bob.context().close();
  });

  test("undoes only the import's own rows and lists the colleague's rename as kept", async ({
    checkA11y,
  }) => {
    // The draft's working copy, with two competencies renamed and one added.
    const exported = await alice.request.get(`/api/v1/manage/frameworks/${FW}/draft/export.csv`);
    expect(exported.status()).toBe(200);
    const [header = [], ...rows] = Papa.parse<string[]>(await exported.text(), { skipEmptyLines: true }).data;
    const col = (name: string) => header.indexOf(name);
    const view = await manageView(alice, FW);
    const [first, second] = view.domains[0]?.competencies ?? [];
    if (!first || !second) throw new Error('DIRECT has two competencies in its first domain');
    // The manage view carries each competency's lineage uuid, the CSV's 'Competency UUID'.
    const uuidOf = (c: object) => (c as { uuid: string }).uuid;
    const [firstUuid, secondUuid] = [uuidOf(first), uuidOf(second)];
    for (const row of rows) {
      if (row[col('Competency UUID')] === firstUuid) row[col('Competency')] = `Imported A ${RUN}`;
      if (row[col('Competency UUID')] === secondUuid) row[col('Competency')] = `Imported B ${RUN}`;
    }
    const fresh = [...(rows[0] as string[])];
    fresh[col('Competency UUID')] = '';
    fresh[col('Competency')] = `Imported new ${RUN}`;
    fresh[col('Attribute UUID')] = '';
    fresh[col('Attribute')] = `Imported attribute ${RUN}`;
    await manageSend(alice, 'POST', FW, '/draft/import-csv', {
      csv: Papa.unparse({ fields: header, data: [...rows, fresh] }),
    });

    // Bob renames one of the competencies the import renamed.
    const bobs = `Renamed by Bob ${RUN}`;
    await manageSend(bob, 'PATCH', FW, `/competencies/${first.id}`, { title: bobs });

    // Alice's page is loaded after both: the undo control comes from the API's list.
    await alice.goto(`/framework/${FW}/manage/competencies`);
    await openManageTab(alice, 'Add and import');
    const panel = alice.getByRole('region', { name: 'Import into the draft' });
    await expect(panel).toContainText("The draft's last import");
    await panel.getByRole('button', { name: 'Undo this import' }).click();
    const dialog = alice.getByRole('dialog', { name: 'Undo this import?' });
    await expect(dialog).toContainText('Items anyone changed after the import keep those changes');
    await dialog.getByRole('button', { name: 'Undo the import' }).click();
    const status = panel.getByRole('status');
    await expect(status).toContainText('Import undone', { timeout: 30_000 });
    await expect(panel.getByTestId('undo-kept')).toContainText(
      `The competency “${bobs}”: renamed by undoer-b after the import.`,
    );
    await checkA11y(alice);

    const after = await manageView(bob, FW);
    const titles = after.domains.flatMap((d) => d.competencies.map((c) => [c.id, c.title] as const));
    const titleOf = (id: number) => titles.find(([i]) => i === id)?.[1];
    expect(titleOf(first.id), "Bob's later rename is kept").toBe(bobs);
    expect(titleOf(second.id), "the import's own rename is undone").toBe(second.title);
    expect(titles.map(([, t]) => t)).not.toContain(`Imported new ${RUN}`);
  });

  test("says so on refocus with 'Reload', never overwriting what was typed", async ({ checkA11y }) => {
    await alice.goto(`/framework/${FW}/manage/competencies`);
    await openManageTab(alice, 'Add and import');
    const typed = `Typed by Alice ${RUN}`;
    const field = alice
      .getByRole('region', { name: 'Create a competency' })
      .getByLabel('Competency description');
    await field.fill(typed);
    const notice = alice
      .getByRole('status')
      .filter({ hasText: 'A colleague changed this draft since you opened it' });
    // Her own tab coming back with nothing changed by others shows no notice.
    await alice.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(notice).toHaveCount(0);

    // Bob renames the last competency of the last domain (the undo test uses the first domain).
    const target = (await manageView(bob, FW)).domains.at(-1)?.competencies.at(-1);
    if (!target) throw new Error('DIRECT has competencies');
    const renamed = `Renamed by Bob while Alice was away ${RUN}`;
    await manageSend(bob, 'PATCH', FW, `/competencies/${target.id}`, { title: renamed });

    await alice.bringToFront();
    await alice.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(notice).toBeVisible({ timeout: 30_000 });
    await expect(notice.getByTestId('colleague-changes')).toContainText(`undoer-b: Competency “${renamed}”`);
    await expect(field, 'the typed title is never overwritten').toHaveValue(typed);
    await checkA11y(alice);

    await notice.getByRole('button', { name: 'Reload' }).click();
    await expect(notice).toHaveCount(0, { timeout: 30_000 });
    await expect(field).toHaveValue(typed);
    await openManageTab(alice, 'Domains and competencies');
    // The reloaded tree is the screen as before (scanned by the manage specs): DIRECT's whole tree is too
    // long a scan for this spec's budget on a loaded machine.
    await expect(alice.getByText(renamed).first()).toBeVisible();
  });
});
