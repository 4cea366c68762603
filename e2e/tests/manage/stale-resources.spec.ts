/**
 * A training resource edit and a career pathway edit are saved based on the revision the form opened on
 * (ADR 0021): two sessions (two browser contexts) open the same edit form; the first saves,
 * the second's stale save shows both titles in place ('Keep mine' / 'Take theirs') and loses nothing:
 * 'Keep mine' saves the second's values over the first's, 'Take theirs' keeps the first's.
 * - Training resource: two content manager sessions.
 * - Career pathway of iscb-3.0e1 e1: two sessions of its framework manager.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { USERS } from '../auth';
import { expect, test } from '../fixtures';
import { apiSend, managerPage, snackbar } from './curation-api';

/** Unique per attempt: a retry on the same server must not meet the first attempt's items. */
const RUN = randomUUID().slice(0, 8);
const FW = 'iscb-3.0e1';
const V = 'e1';

test.describe.configure({ mode: 'serial' });
// Two browsers and an axe scan on a shared machine: more than the default 30 s per test.
test.setTimeout(90_000);

const conflict = (page: Page) => page.getByRole('dialog', { name: 'Someone else changed this meanwhile' });

test.describe('a training resource edited in two sessions', () => {
  let alice: Page;
  let bob: Page;
  let slug: string;

  test.beforeAll(async ({ browser }) => {
    alice = await managerPage(browser, USERS.content);
    bob = await managerPage(browser, USERS.content);
    const created = await apiSend<{ slug: string }>(alice, 'POST', '/manage/training-resources', {
      title: `Stale resource ${RUN}`,
      url: 'https://example.org/stale-resource',
      type: 'Online',
    });
    slug = created.slug;
  });

  test.afterAll(async () => {
    await alice.context().close();
    await bob.context().close();
  });

  /** Both open the edit form; Bob types a title, then Alice saves hers first. */
  async function aliceSavesFirst(mine: string, theirs: string): Promise<void> {
    await alice.goto(`/training-resource/edit/${slug}`);
    await bob.goto(`/training-resource/edit/${slug}`);
    await bob.getByRole('textbox', { name: 'Title', exact: true }).fill(mine);
    await alice.getByRole('textbox', { name: 'Title', exact: true }).fill(theirs);
    await alice.getByRole('button', { name: 'Save' }).click();
    await expect(alice.getByRole('heading', { level: 1, name: theirs })).toBeVisible();
  }

  test("a stale save shows both titles; 'Keep mine' saves over theirs", async ({ checkA11y }) => {
    const mine = `Bob's resource ${RUN}`;
    const theirs = `Alice's resource ${RUN}`;
    await aliceSavesFirst(mine, theirs);

    await bob.getByRole('button', { name: 'Save' }).click();
    const dialog = conflict(bob);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('conflict-mine')).toHaveText(mine);
    await expect(dialog.getByTestId('conflict-theirs')).toHaveText(theirs);
    // In place: the form still holds what Bob typed behind the dialog.
    await expect(bob.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(mine);
    await checkA11y(bob);

    await dialog.getByRole('button', { name: 'Keep mine' }).click();
    await expect(snackbar(bob, 'Record updated')).toBeVisible();
    await expect(bob.getByRole('heading', { level: 1, name: mine })).toBeVisible();
    await alice.goto(`/training-resources/${slug}`);
    await expect(alice.getByRole('heading', { level: 1, name: mine })).toBeVisible();
  });

  test("a stale save: 'Take theirs' keeps theirs", async () => {
    const mine = `Bob's second resource ${RUN}`;
    const theirs = `Alice's second resource ${RUN}`;
    await aliceSavesFirst(mine, theirs);

    await bob.getByRole('button', { name: 'Save' }).click();
    await conflict(bob).getByRole('button', { name: 'Take theirs' }).click();
    await expect(snackbar(bob, 'Their change was kept')).toBeVisible();
    await expect(bob.getByRole('heading', { level: 1, name: theirs })).toBeVisible();
  });
});

test.describe('a career pathway edited in two sessions', () => {
  let alice: Page;
  let bob: Page;
  let id: number;

  test.beforeAll(async ({ browser }) => {
    alice = await managerPage(browser, USERS.manager);
    bob = await managerPage(browser, USERS.manager);
    const list = await alice.request.get(`/api/v1/frameworks/${FW}/versions/${V}/profiles`);
    const { profiles } = (await list.json()) as { profiles: { id: number; publishingStatus: string }[] };
    const live = profiles.filter((p) => p.publishingStatus === 'Live').slice(0, 2);
    expect(live).toHaveLength(2);
    const created = await apiSend<{ id: number }>(
      alice,
      'POST',
      `/manage/frameworks/${FW}/versions/${V}/career-pathways`,
      { title: `Stale pathway ${RUN}`, description: 'Two steps.', profileIds: live.map((p) => p.id) },
    );
    id = created.id;
  });

  test.afterAll(async () => {
    await alice.context().close();
    await bob.context().close();
  });

  const editUrl = () => `/framework/${FW}/${V}/career-pathway/${id}/edit`;

  /** Both open the edit form; Bob types a title, then Alice saves hers first. */
  async function aliceSavesFirst(mine: string, theirs: string): Promise<void> {
    await alice.goto(editUrl());
    await bob.goto(editUrl());
    await bob.getByPlaceholder('Enter pathway title').fill(mine);
    await alice.getByPlaceholder('Enter pathway title').fill(theirs);
    await alice.getByRole('button', { name: 'Update pathway' }).click();
    await expect(alice.getByRole('heading', { level: 1, name: theirs })).toBeVisible();
  }

  test("a stale save shows both titles; 'Keep mine' saves over theirs", async ({ checkA11y }) => {
    const mine = `Bob's pathway ${RUN}`;
    const theirs = `Alice's pathway ${RUN}`;
    await aliceSavesFirst(mine, theirs);

    await bob.getByRole('button', { name: 'Update pathway' }).click();
    const dialog = conflict(bob);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('conflict-mine')).toHaveText(mine);
    await expect(dialog.getByTestId('conflict-theirs')).toHaveText(theirs);
    await expect(bob.getByPlaceholder('Enter pathway title')).toHaveValue(mine);
    await checkA11y(bob);

    await dialog.getByRole('button', { name: 'Keep mine' }).click();
    await expect(snackbar(bob, 'Career pathway updated')).toBeVisible();
    await expect(bob.getByRole('heading', { level: 1, name: mine })).toBeVisible();
    await alice.goto(`/framework/${FW}/${V}/career-pathway/${id}/view`);
    await expect(alice.getByRole('heading', { level: 1, name: mine })).toBeVisible();
  });

  test("a stale save: 'Take theirs' keeps theirs", async () => {
    const mine = `Bob's second pathway ${RUN}`;
    const theirs = `Alice's second pathway ${RUN}`;
    await aliceSavesFirst(mine, theirs);

    await bob.getByRole('button', { name: 'Update pathway' }).click();
    await conflict(bob).getByRole('button', { name: 'Take theirs' }).click();
    await expect(snackbar(bob, 'Their change was kept')).toBeVisible();
    await expect(bob.getByRole('heading', { level: 1, name: theirs })).toBeVisible();
  });
});
