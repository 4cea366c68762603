/**
 * A colleague's changes are noticed when the manage screen's tab regains focus (ADR 0066): two framework
 * managers of DIRECT in two browser contexts. Alice has typed a new competency's title when Bob renames
 * a competency of the draft; back on her tab, she is told 'A colleague changed this draft since you
 * opened it' with Bob's change, her typed title untouched; 'Reload' reads the draft again and shows
 * Bob's title, still keeping what she typed.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { USERS } from '../auth';
import { expect, test } from '../fixtures';
import { ensureDraft, managerPage, manageSend, manageView, openManageTab } from './curation-api';

const FW = 'direct';
/** Unique per attempt: a retry on the same server must not meet the first attempt's titles. */
const RUN = randomUUID().slice(0, 8);

test.describe.configure({ mode: 'serial' });
// Two browsers and two axe scans on a shared machine.
test.setTimeout(180_000);

test.describe('a colleague changes the draft while the screen is in the background', () => {
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

    // Bob renames the last competency of the first domain (the other DIRECT spec uses the first two).
    const target = (await manageView(bob, FW)).domains[0]?.competencies.at(-1);
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
