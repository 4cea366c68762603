/**
 * A reference profile's competency mapping is saved based on the revision the page opened on (ADR 0021, 0057): two sessions of one framework manager open the same profile's mapping page; the
 * first saves, the second's save lists each competency either side changed, and 'Take theirs' reloads the
 * page with the saved mapping while 'Keep mine' saves the second's change and keeps the first's.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { USERS } from '../auth';
import { expect, test } from '../fixtures';
import { apiSend, managerPage, snackbar } from './curation-api';

const FW = 'iscb-3.0e1';
const VERSION = 'e1';
/** Unique per attempt: a retry on the same server must not meet the first attempt's profile. */
const RUN = randomUUID().slice(0, 8);

test.describe.configure({ mode: 'serial' });
// Two browsers and an axe scan on a shared machine: more than the default 30 s per test.
test.setTimeout(90_000);

/** Creates a Draft reference profile through the API; returns its id. */
async function createProfile(page: Page): Promise<number> {
  const created = await apiSend<{ id: number }>(
    page,
    'POST',
    `/manage/frameworks/${FW}/versions/${VERSION}/profiles`,
    {
      title: `Stale mapping ${RUN}`,
      jobTitle: 'Core facility analyst',
    },
  );
  return created.id;
}

const scales = (page: Page) => page.getByRole('combobox', { name: /^Expertise level: / });
const conflict = (page: Page) => page.getByRole('dialog', { name: 'Someone else changed this meanwhile' });

test.describe('a reference profile mapped in two sessions', () => {
  let alice: Page;
  let bob: Page;
  let url: string;

  test.beforeAll(async ({ browser }) => {
    alice = await managerPage(browser, USERS.manager);
    bob = await managerPage(browser, USERS.manager);
    url = `/framework/${FW}/${VERSION}/profile/map/${await createProfile(alice)}`;
  });

  test.afterAll(async () => {
    await alice.context().close();
    await bob.context().close();
  });

  /** Both open the page; Alice rates two competencies (the first at level `level`) and saves; Bob rates one. */
  async function aliceSavesFirst(level: number): Promise<void> {
    await alice.goto(url);
    await bob.goto(url);
    await scales(alice).nth(0).selectOption({ index: level });
    await scales(alice).nth(1).selectOption({ index: 1 });
    await alice.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(snackbar(alice, 'Items updated')).toBeVisible();
    await scales(bob).nth(2).selectOption({ index: 1 });
  }

  test("a stale save asks; 'Take theirs' shows the saved mapping", async ({ checkA11y }) => {
    await aliceSavesFirst(1);
    await bob.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = conflict(bob);
    await expect(dialog.getByTestId('conflict-mine')).toHaveCount(3);
    await expect(dialog.getByTestId('conflict-theirs').filter({ hasText: 'Not mapped' })).toHaveCount(1);
    await checkA11y(bob);
    await dialog.getByRole('button', { name: 'Take theirs' }).click();
    await expect(snackbar(bob, 'Their change was kept')).toBeVisible();
    await expect(scales(bob).nth(0)).toHaveValue(await scales(alice).nth(0).inputValue());
    await expect(scales(bob).nth(2)).toHaveValue(await scales(alice).nth(2).inputValue());
  });

  test("a stale save: 'Keep mine' saves mine and keeps theirs", async () => {
    await aliceSavesFirst(2);
    const aliceFirst = await scales(alice).nth(0).inputValue();
    await bob.getByRole('button', { name: 'Save', exact: true }).click();
    await conflict(bob).getByRole('button', { name: 'Keep mine' }).click();
    await expect(snackbar(bob, 'Items updated')).toBeVisible();
    await alice.reload();
    await expect(scales(alice).nth(2)).toHaveValue(await scales(bob).nth(2).inputValue());
    await expect(scales(alice).nth(0)).toHaveValue(aliceFirst);
  });
});
