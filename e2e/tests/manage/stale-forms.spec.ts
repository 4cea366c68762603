/**
 * Forms that edit one stored item never overwrite another manager's change unseen (ADR 0021), and a
 * form with typed values asks before the screen is left (docs/features/curation.md §1). Two browser contexts as two managers:
 * - 'Framework details' on the manage screen (two framework managers of NHS): a stale save shows both
 *   descriptions; 'Keep mine' saves over theirs, 'Take theirs' shows theirs in the form.
 * - A learning pathway's edit form (two content manager sessions): a stale save shows both titles; 'Take
 *   theirs' opens the pathway as saved, 'Keep mine' saves over theirs.
 * - Leaving the manage screen by a link with typed framework details: 'Stay' keeps the text, 'Leave
 *   without saving' goes; closing the tab asks too (beforeunload).
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { signIn, USERS } from '../auth';
import { expect, test } from '../fixtures';
import { managerPage, manageSend, openManageTab, snackbar } from './curation-api';

const FW = 'nhs';
const SCREEN = `/framework/${FW}/manage/data`;
/** Unique per attempt: a retry on the same server must not meet the first attempt's values. */
const RUN = randomUUID().slice(0, 8);

test.describe.configure({ mode: 'serial' });
// Two browsers and axe scans on a shared machine: more than the default 30 s per test.
test.setTimeout(90_000);

/** The 'Framework details' form of the manage screen. */
const details = (page: Page) => page.getByRole('region', { name: 'Framework details' });
const conflict = (page: Page) => page.getByRole('dialog', { name: 'Someone else changed this meanwhile' });

test.describe('framework details edited by two managers', () => {
  let alice: Page;
  let bob: Page;

  test.beforeAll(async ({ browser }) => {
    alice = await managerPage(browser, USERS.curatorA);
    bob = await managerPage(browser, USERS.curatorB);
  });

  test.afterAll(async () => {
    await alice.context().close();
    await bob.context().close();
  });

  /** Both open the screen; Bob types, then Alice saves her description first. */
  async function aliceSavesFirst(mine: string, theirs: string): Promise<void> {
    await alice.goto(SCREEN);
    await openManageTab(alice, 'Details');
    await bob.goto(SCREEN);
    await openManageTab(bob, 'Details');
    await details(bob).getByLabel('Description').fill(mine);
    await details(alice).getByLabel('Description').fill(theirs);
    await details(alice).getByRole('button', { name: 'Save framework details' }).click();
    await expect(snackbar(alice, 'Framework details saved')).toBeVisible();
  }

  test("a stale save shows both descriptions; 'Keep mine' saves over theirs", async ({ checkA11y }) => {
    const mine = `Bob's description ${RUN}`;
    const theirs = `Alice's description ${RUN}`;
    await aliceSavesFirst(mine, theirs);

    await details(bob).getByRole('button', { name: 'Save framework details' }).click();
    const dialog = conflict(bob);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`Changed by ${USERS.curatorA.username}`, { exact: true })).toBeVisible();
    await expect(dialog.getByTestId('conflict-mine')).toHaveText(mine);
    await expect(dialog.getByTestId('conflict-theirs')).toHaveText(theirs);
    await checkA11y(bob);

    await dialog.getByRole('button', { name: 'Keep mine' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(snackbar(bob, 'Framework details saved')).toBeVisible();
    await expect(details(bob).getByLabel('Description')).toHaveValue(mine);
    await alice.reload();
    await openManageTab(alice, 'Details');
    await expect(details(alice).getByLabel('Description')).toHaveValue(mine);
  });

  test("a stale save: 'Take theirs' drops mine and shows theirs", async () => {
    const mine = `Bob's second description ${RUN}`;
    const theirs = `Alice's second description ${RUN}`;
    await aliceSavesFirst(mine, theirs);

    await details(bob).getByRole('button', { name: 'Save framework details' }).click();
    await conflict(bob).getByRole('button', { name: 'Take theirs' }).click();
    await expect(snackbar(bob, 'Their change was kept')).toBeVisible();
    await expect(details(bob).getByLabel('Description')).toHaveValue(theirs);
    const saved = (await (await alice.request.get(`/api/v1/manage/frameworks/${FW}`)).json()) as {
      framework: { description: string };
    };
    expect(saved.framework.description).toBe(theirs);
  });
});

test.describe('a learning pathway edited in two sessions', () => {
  let alice: Page;
  let bob: Page;
  let id: number;

  test.beforeAll(async ({ browser }) => {
    alice = await managerPage(browser, USERS.content);
    bob = await managerPage(browser, USERS.content);
    const created = await manageSend<{ id: number }>(alice, 'POST', 'bioexcel', '/learning-pathways', {
      title: `Stale pathway ${RUN}`,
      description: '',
      published: false,
      imageId: null,
      steps: [],
    });
    id = created.id;
  });

  test.afterAll(async () => {
    await alice.context().close();
    await bob.context().close();
  });

  /** Both open the edit form; Bob types a title, then Alice saves hers first. */
  async function aliceSavesFirst(mine: string, theirs: string): Promise<void> {
    await alice.goto(`/learning-pathways/${id}/edit`);
    await bob.goto(`/learning-pathways/${id}/edit`);
    await bob.getByLabel('Title').fill(mine);
    await alice.getByLabel('Title').fill(theirs);
    await alice.getByRole('button', { name: 'Save learning pathway' }).click();
    await expect(alice.getByRole('heading', { level: 1, name: theirs })).toBeVisible();
  }

  test("a stale save shows both titles; 'Take theirs' opens the pathway as saved", async ({ checkA11y }) => {
    const mine = `Bob's pathway ${RUN}`;
    const theirs = `Alice's pathway ${RUN}`;
    await aliceSavesFirst(mine, theirs);

    await bob.getByRole('button', { name: 'Save learning pathway' }).click();
    const dialog = conflict(bob);
    await expect(dialog.getByTestId('conflict-mine')).toHaveText(mine);
    await expect(dialog.getByTestId('conflict-theirs')).toHaveText(theirs);
    await checkA11y(bob);
    await dialog.getByRole('button', { name: 'Take theirs' }).click();
    await expect(snackbar(bob, 'Their change was kept')).toBeVisible();
    await expect(bob.getByRole('heading', { level: 1, name: theirs })).toBeVisible();
    await expect(bob).toHaveURL(new RegExp(`/learning-pathways/${id}$`));
  });

  test("a stale save: 'Keep mine' saves over theirs", async () => {
    const mine = `Bob's kept pathway ${RUN}`;
    const theirs = `Alice's overwritten pathway ${RUN}`;
    await aliceSavesFirst(mine, theirs);

    await bob.getByRole('button', { name: 'Save learning pathway' }).click();
    await conflict(bob).getByRole('button', { name: 'Keep mine' }).click();
    await expect(bob.getByRole('heading', { level: 1, name: mine })).toBeVisible();
    await alice.reload();
    await expect(alice.getByRole('heading', { level: 1, name: mine })).toBeVisible();
  });
});

test('leaving a screen with typed values asks first: Stay keeps them, Leave goes', async ({
  page,
  checkA11y,
}) => {
  await signIn(page, USERS.curatorA.username, USERS.curatorA.password);
  await page.goto(SCREEN);
  await openManageTab(page, 'Details');
  const description = details(page).getByLabel('Description');
  const typed = `Typed but not saved ${RUN}`;
  await description.fill(typed);

  const link = page.getByRole('link', { name: 'Attribute types and expertise levels' });
  await link.click();
  const ask = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(ask).toBeVisible();
  await checkA11y(page);
  await ask.getByRole('button', { name: 'Stay' }).click();
  await expect(ask).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${SCREEN}$`));
  await expect(description).toHaveValue(typed);

  // Closing the tab asks too (the browser's own prompt); dismissing it keeps the page.
  const prompt = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await prompt;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  await expect(description).toHaveValue(typed);

  await link.click();
  await ask.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(new RegExp(`/framework/${FW}/manage/types-and-levels`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Attribute types and expertise levels' }),
  ).toBeVisible();
});
