/**
 * 'Discard draft' is based on the draft-wide revision the page showed (ADR 0058): two framework managers
 * of CORBEL in two browser contexts. Alice's page was loaded before Bob added and renamed a domain; her
 * 'Discard draft' lists Bob's changes and asks again instead of discarding them unseen. 'Take theirs'
 * keeps the draft; asked again on the fresh page, the discard goes through.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { USERS } from '../auth';
import { expect, test } from '../fixtures';
import { managerPage, manageSend, manageView, openManageTab, snackbar } from './curation-api';

const FW = 'corbel';
const SCREEN = `/framework/${FW}/manage/data`;
/** Unique per attempt: a retry on the same server must not meet the first attempt's domain. */
const RUN = randomUUID().slice(0, 8);

test.describe.configure({ mode: 'serial' });
// Two browsers and an axe scan on a shared machine: more than the default 30 s per test.
test.setTimeout(180_000);

const conflict = (page: Page) => page.getByRole('dialog', { name: 'Someone else changed this meanwhile' });

test.describe('a draft discarded while a colleague works in it', () => {
  let alice: Page;
  let bob: Page;

  test.beforeAll(async ({ browser }) => {
    alice = await managerPage(browser, USERS.curatorA);
    bob = await managerPage(browser, USERS.curatorB);
    if (!(await manageView(alice, FW)).editable) await manageSend(alice, 'POST', FW, '/draft');
  });

  test.afterAll(async () => {
    // Leave CORBEL with a draft, as the other specs of this framework expect.
    if (!(await manageView(alice, FW)).editable) await manageSend(alice, 'POST', FW, '/draft');
    await alice.context().close();
    await bob.context().close();
  });

  test("lists the colleague's changes since the page was loaded and asks again", async ({ checkA11y }) => {
    await alice.goto(SCREEN);
    await openManageTab(alice, 'Release');
    const added = `Added by Bob ${RUN}`;
    const renamed = `Renamed by Bob ${RUN}`;
    const { domains } = await manageSend<{ domains: { id: number }[] }>(bob, 'POST', FW, '/domains', {
      titles: [added],
    });
    await manageSend(bob, 'PATCH', FW, `/domains/${domains[0]?.id}`, { title: renamed });

    await alice.getByRole('button', { name: 'Discard draft' }).click();
    await alice
      .getByRole('dialog', { name: 'Discard this draft?' })
      .getByRole('button', { name: 'Yes, discard the draft' })
      .click();
    const dialog = conflict(alice);
    await expect(dialog).toContainText('curator-b');
    // Both changes, each with who made it: the domain added, then renamed.
    await expect(dialog.getByTestId('conflict-theirs')).toHaveCount(2);
    await expect(dialog.getByTestId('conflict-theirs').first()).toContainText(added);
    await expect(dialog.getByTestId('conflict-theirs').last()).toContainText(renamed);
    await checkA11y(alice);
    await dialog.getByRole('button', { name: 'Take theirs' }).click();
    await expect(snackbar(alice, 'Their change was kept')).toBeVisible({ timeout: 30_000 });
    expect((await manageView(bob, FW)).domains.map((d) => d.title)).toContain(renamed);

    // Asked again on the page as it is now: the discard goes through.
    await alice.reload();
    await openManageTab(alice, 'Release');
    await alice.getByRole('button', { name: 'Discard draft' }).click();
    await alice
      .getByRole('dialog', { name: 'Discard this draft?' })
      .getByRole('button', { name: 'Yes, discard the draft' })
      .click();
    await expect(snackbar(alice, 'Draft discarded')).toBeVisible({ timeout: 30_000 });
  });
});
