/**
 * The settings forms that move an item send the revision the form showed when it opened (ADR 0021,
 * ADR 0021), not the one read at save time: two framework managers of NHS in two browser contexts open
 * one competency's settings; Alice moves it to one domain, Bob's connection comes back (the manage view
 * is read again) and his move to another domain is not saved over hers unseen: the conflict dialog shows
 * both domains, 'Keep mine' moves it where he chose.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { USERS } from '../auth';
import { expect, test } from '../fixtures';
import { managerPage, manageSend, manageView, rereadManageView, snackbar } from './curation-api';

const FW = 'nhs';
/** Unique per attempt: a retry on the same server must not meet the first attempt's items. */
const RUN = randomUUID().slice(0, 8);
const SOURCE = `Settings source ${RUN}`;
const ALICE_TARGET = `Alice's domain ${RUN}`;
const BOB_TARGET = `Bob's domain ${RUN}`;

test.describe.configure({ mode: 'serial' });
// Two browsers and an axe scan on a shared machine: more than the default 30 s per test.
test.setTimeout(90_000);

test.describe('competency settings saved by two managers', () => {
  let alice: Page;
  let bob: Page;
  let competencyId: number;

  test.beforeAll(async ({ browser }) => {
    alice = await managerPage(browser, USERS.curatorA);
    bob = await managerPage(browser, USERS.curatorB);
    if (!(await manageView(alice, FW)).editable) await manageSend(alice, 'POST', FW, '/draft');
    const { domains } = await manageSend<{ domains: { id: number }[] }>(alice, 'POST', FW, '/domains', {
      titles: [SOURCE, ALICE_TARGET, BOB_TARGET],
    });
    const { competencies } = await manageSend<{ competencies: { id: number }[] }>(
      alice,
      'POST',
      FW,
      '/competencies',
      { domainId: domains[0]?.id, competencies: [{ title: `Moved competency ${RUN}` }] },
    );
    competencyId = competencies[0]?.id as number;
  });

  test.afterAll(async () => {
    await alice.context().close();
    await bob.context().close();
  });

  test("a stale move shows both domains after the view is read again; 'Keep mine' moves it", async ({
    checkA11y,
  }) => {
    const url = `/framework/${FW}/competency/${competencyId}/settings`;
    await alice.goto(url);
    await bob.goto(url);
    await bob.getByLabel('Domain').selectOption({ label: BOB_TARGET });
    await alice.getByLabel('Domain').selectOption({ label: ALICE_TARGET });
    await alice.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(alice, 'Competency updated')).toBeVisible();

    // Bob's connection drops and comes back: the manage view is read again, with the new revision.
    await rereadManageView(bob, FW);
    await expect(bob.getByLabel('Domain')).toHaveValue(
      String((await manageView(bob, FW)).domains.find((d) => d.title === BOB_TARGET)?.id),
    );

    await bob.getByRole('button', { name: 'Save' }).click();
    const dialog = bob.getByRole('dialog', { name: 'Someone else changed this meanwhile' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`Changed by ${USERS.curatorA.username}`, { exact: true })).toBeVisible();
    await expect(dialog.getByTestId('conflict-mine')).toHaveText(BOB_TARGET);
    await expect(dialog.getByTestId('conflict-theirs')).toHaveText(ALICE_TARGET);
    await checkA11y(bob);

    await dialog.getByRole('button', { name: 'Keep mine' }).click();
    await expect(snackbar(bob, 'Competency updated')).toBeVisible();
    await expect(bob).toHaveURL(new RegExp(`/framework/${FW}/manage/competencies`));
    const moved = (await manageView(alice, FW)).domains.find((d) =>
      d.competencies.some((c) => c.id === competencyId),
    );
    expect(moved?.title).toBe(BOB_TARGET);
  });
});
