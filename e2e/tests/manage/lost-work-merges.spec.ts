/**
 * Two curators, two browser contexts, one item: a stale save merges item by item (ADR 0057), so nothing a
 * colleague saved meanwhile is lost. Each test would lose work on the whole-form 'Keep mine' of ADR 0031:
 * - a reference profile's mapping: 'Keep mine' keeps the colleague's levels on competencies I left alone,
 *   and asks (per competency) only where both of us changed the same one;
 * - a training resource's mapping (the page sent no If-Match: the second save silently replaced the first);
 * - a training resource form: 'Keep mine' keeps the field only the colleague changed.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { USERS } from '../auth';
import { expect, test } from '../fixtures';
import { apiSend, managerPage, snackbar } from './curation-api';

/** Unique per attempt: a retry on the same server must not meet the first attempt's items. */
const RUN = randomUUID().slice(0, 8);
const FW = 'iscb-3.0e1';
const VERSION = 'e1';

test.describe.configure({ mode: 'serial' });
// Two browsers and an axe scan of a long mapping page on a shared machine: well over the default 30 s.
test.setTimeout(300_000);

const conflict = (page: Page) => page.getByRole('dialog', { name: 'Someone else changed this meanwhile' });
/** A snackbar, given the time a save takes on a loaded machine. */
const saved = (page: Page, text: string) => expect(snackbar(page, text)).toBeVisible({ timeout: 30_000 });
const scales = (page: Page) => page.getByRole('combobox', { name: /^Expertise level: / });

test.describe('a reference profile mapped by two managers', () => {
  let alice: Page;
  let bob: Page;
  let url: string;

  test.beforeAll(async ({ browser }) => {
    alice = await managerPage(browser, USERS.manager);
    bob = await managerPage(browser, USERS.manager);
    const created = await apiSend<{ id: number }>(
      alice,
      'POST',
      `/manage/frameworks/${FW}/versions/${VERSION}/profiles`,
      { title: `Merged mapping ${RUN}`, jobTitle: 'Core facility analyst' },
    );
    url = `/framework/${FW}/${VERSION}/profile/map/${created.id}`;
  });

  test.afterAll(async () => {
    await alice.context().close();
    await bob.context().close();
  });

  test("'Keep mine' keeps the levels the colleague set on other competencies", async ({ checkA11y }) => {
    await alice.goto(url);
    await bob.goto(url);
    await scales(alice).nth(0).selectOption({ index: 2 });
    await scales(alice).nth(1).selectOption({ index: 1 });
    await alice.getByRole('button', { name: 'Save', exact: true }).click();
    await saved(alice, 'Items updated');
    const aliceLevels = [await scales(alice).nth(0).inputValue(), await scales(alice).nth(1).inputValue()];

    await scales(bob).nth(2).selectOption({ index: 1 });
    await bob.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = conflict(bob);
    // Item by item: Alice's two competencies (theirs) and Bob's one (yours), not a count.
    await expect(dialog.getByTestId('conflict-changed-by')).toHaveText(['They', 'They', 'You']);
    await expect(dialog.getByTestId('conflict-mine').filter({ hasText: 'Not mapped' })).toHaveCount(2);
    await checkA11y(bob);
    await dialog.getByRole('button', { name: 'Keep mine' }).click();
    await saved(bob, 'Items updated');

    await alice.reload();
    await expect(scales(alice).nth(0)).toHaveValue(aliceLevels[0] as string);
    await expect(scales(alice).nth(1)).toHaveValue(aliceLevels[1] as string);
    await expect(scales(alice).nth(2)).not.toHaveValue('');
  });

  test('where both changed one competency, only that one is asked, and the choice is kept', async () => {
    await alice.goto(url);
    await bob.goto(url);
    await scales(alice).nth(3).selectOption({ index: 2 });
    await scales(alice).nth(4).selectOption({ index: 1 });
    await alice.getByRole('button', { name: 'Save', exact: true }).click();
    await saved(alice, 'Items updated');
    const aliceFourth = await scales(alice).nth(3).inputValue();

    await scales(bob).nth(3).selectOption({ index: 1 });
    await bob.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = conflict(bob);
    await expect(dialog.getByRole('radiogroup')).toHaveCount(1);
    await dialog.getByRole('radio', { name: 'Theirs' }).check();
    await dialog.getByRole('button', { name: 'Keep mine' }).click();
    await saved(bob, 'Items updated');

    await alice.reload();
    await expect(scales(alice).nth(3)).toHaveValue(aliceFourth);
    await expect(scales(alice).nth(4)).not.toHaveValue('');
    // The first test's three are still there.
    await expect(scales(alice).nth(2)).not.toHaveValue('');
  });
});

test.describe('a training resource mapped by two content managers', () => {
  let alice: Page;
  let bob: Page;
  let id: number;

  test.beforeAll(async ({ browser }) => {
    alice = await managerPage(browser, USERS.content);
    bob = await managerPage(browser, USERS.contentB);
    id = (
      await apiSend<{ id: number }>(alice, 'POST', '/manage/training-resources', {
        title: `Mapped twice ${RUN}`,
        url: 'https://example.org/mapped-twice',
        type: 'Online',
      })
    ).id;
  });

  test.afterAll(async () => {
    await alice.context().close();
    await bob.context().close();
  });

  const form = (page: Page) => page.getByRole('form', { name: 'Competency mapping' });

  // The dialog's axe scan is in the profile mapping test above; this page is scanned in training-resources.spec.ts.
  test("the second save asks, and 'Keep mine' keeps both mappings", async () => {
    const mapUrl = `/training-resources/${id}/map/bioexcel`;
    await alice.goto(mapUrl);
    await bob.goto(mapUrl);
    await form(alice)
      .getByRole('checkbox', { name: /Aware of cultural differences/ })
      .check();
    await form(alice).getByRole('button', { name: 'Save' }).click();
    await saved(alice, 'Items updated');

    await form(bob)
      .getByRole('checkbox', { name: /Conflict management/ })
      .check();
    await form(bob).getByRole('button', { name: 'Save' }).click();
    const dialog = conflict(bob);
    await expect(dialog.getByTestId('conflict-changed-by')).toHaveText(['They', 'You']);
    await dialog.getByRole('button', { name: 'Keep mine' }).click();
    await saved(bob, 'Items updated');

    await alice.goto(mapUrl);
    await expect(form(alice).getByRole('checkbox', { name: /Aware of cultural differences/ })).toBeChecked();
    await expect(form(alice).getByRole('checkbox', { name: /Conflict management/ })).toBeChecked();
  });
});

test.describe('a training resource form saved by two content managers', () => {
  let alice: Page;
  let bob: Page;
  let slug: string;

  test.beforeAll(async ({ browser }) => {
    alice = await managerPage(browser, USERS.content);
    bob = await managerPage(browser, USERS.contentB);
    slug = (
      await apiSend<{ slug: string }>(alice, 'POST', '/manage/training-resources', {
        title: `Fields merged ${RUN}`,
        url: 'https://example.org/fields-merged',
        type: 'Online',
      })
    ).slug;
  });

  test.afterAll(async () => {
    await alice.context().close();
    await bob.context().close();
  });

  test("'Keep mine' keeps the field only the colleague changed", async () => {
    const title = `Alice's title ${RUN}`;
    await alice.goto(`/training-resource/edit/${slug}`);
    await bob.goto(`/training-resource/edit/${slug}`);
    // Both forms hold the resource before either saves (`data-ready` is the app's first render, not the form's read).
    for (const page of [alice, bob])
      await expect(page.getByLabel('Title')).toHaveValue(`Fields merged ${RUN}`);
    await alice.getByLabel('Title').fill(title);
    await alice.getByRole('button', { name: 'Save' }).click();
    await expect(alice.getByRole('heading', { level: 1, name: title })).toBeVisible();

    await bob.getByLabel('Location').fill('Hinxton');
    await bob.getByRole('button', { name: 'Save' }).click();
    const dialog = conflict(bob);
    await expect(dialog.getByRole('radiogroup')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Keep mine' }).click();
    await saved(bob, 'Record updated');
    // Alice's title stays; Bob's location is saved.
    await expect(bob.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(bob.getByText('Hinxton')).toBeVisible();
  });
});
