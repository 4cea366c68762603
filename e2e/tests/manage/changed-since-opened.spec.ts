/**
 * An edit form tells, when its tab regains focus, that a colleague saved the item since it opened
 * (ADR 0070), in two browser contexts each:
 * - Training resource (content and content-b): Alice has typed a location when Bob saves a new title;
 *   back on her tab she is told 'A colleague changed this training resource since you opened it', her
 *   form untouched. 'Reload' asks first (she typed), then shows Bob's title.
 * - Reference profile of iscb-3.0e1 e1 (two sessions of its manager: the frameworks with two manager
 *   accounts have no released version on the test server): Alice's form is clean when Bob renames it;
 *   the notice shows on refocus, and 'Reload' loads Bob's name without asking.
 * - The mapping pages of a training resource (content and content-b) and of a reference profile (two
 *   sessions, as above): while Alice's mapping page is open, Bob saves a mapping of the resource, or renames
 *   the profile; on refocus she is told, her ticks untouched, and 'Reload' (her form clean) shows his.
 * Her own tab coming back with nothing changed shows no notice.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { USERS } from '../auth';
import { expect, test } from '../fixtures';
import { apiSend, managerPage } from './curation-api';

/** Unique per attempt: a retry on the same server must not meet the first attempt's items. */
const RUN = randomUUID().slice(0, 8);

test.describe.configure({ mode: 'serial' });
// Two browsers and an axe scan on a shared machine: more than the default 30 s per test.
test.setTimeout(90_000);

/** The tab comes back to the user: brought to the front, then the window's `focus` event. */
async function refocus(page: Page): Promise<void> {
  await page.bringToFront();
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
}

const notice = (page: Page, what: string) =>
  page.getByRole('status').filter({ hasText: `A colleague changed this ${what} since you opened it` });

test.describe('a training resource changed while its form is open', () => {
  let alice: Page;
  let bob: Page;
  let slug: string;

  test.beforeAll(async ({ browser }) => {
    alice = await managerPage(browser, USERS.content);
    bob = await managerPage(browser, USERS.contentB);
    slug = (
      await apiSend<{ slug: string }>(alice, 'POST', '/manage/training-resources', {
        title: `Refocus resource ${RUN}`,
        url: 'https://example.org/refocus-resource',
        type: 'Online',
      })
    ).slug;
  });

  test.afterAll(async () => {
    await alice.context().close();
    await bob.context().close();
  });

  test("says so on refocus; 'Reload' asks first, then shows theirs", async ({ checkA11y }) => {
    await alice.goto(`/training-resource/edit/${slug}`);
    const title = alice.getByRole('textbox', { name: 'Title', exact: true });
    await expect(title).toHaveValue(`Refocus resource ${RUN}`);
    const location = alice.getByRole('textbox', { name: 'Location' });
    await location.fill('Hinxton');
    const shown = notice(alice, 'training resource');
    await refocus(alice);
    await expect(shown).toHaveCount(0);

    const theirs = `Bob's title ${RUN}`;
    await bob.goto(`/training-resource/edit/${slug}`);
    await bob.getByRole('textbox', { name: 'Title', exact: true }).fill(theirs);
    await bob.getByRole('button', { name: 'Save' }).click();
    await expect(bob.getByRole('heading', { level: 1, name: theirs })).toBeVisible();

    await refocus(alice);
    await expect(shown).toBeVisible({ timeout: 30_000 });
    await expect(title, 'the form is never changed by itself').toHaveValue(`Refocus resource ${RUN}`);
    await expect(location).toHaveValue('Hinxton');
    await checkA11y(alice, { include: ['[data-testid="changed-since"]'] });

    await shown.getByRole('button', { name: 'Reload' }).click();
    const ask = alice.getByRole('dialog', { name: 'Discard what you typed?' });
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(location, 'cancel keeps what was typed').toHaveValue('Hinxton');
    await shown.getByRole('button', { name: 'Reload' }).click();
    await ask.getByRole('button', { name: 'Discard and reload' }).click();
    await expect(title).toHaveValue(theirs);
    await expect(location).toHaveValue('');
    await expect(shown).toHaveCount(0);
  });
});

test.describe('a reference profile changed while its form is open', () => {
  // The two-manager frameworks (corbel, nhs) have no released version here: two sessions of iscb-3.0e1's.
  const FW = 'iscb-3.0e1';
  const VERSION = 'e1';
  let alice: Page;
  let bob: Page;
  let url: string;

  test.beforeAll(async ({ browser }) => {
    alice = await managerPage(browser, USERS.manager);
    bob = await managerPage(browser, USERS.manager);
    const { id } = await apiSend<{ id: number }>(
      alice,
      'POST',
      `/manage/frameworks/${FW}/versions/${VERSION}/profiles`,
      {
        title: `Refocus profile ${RUN}`,
        jobTitle: 'Imaging scientist',
      },
    );
    url = `/framework/${FW}/${VERSION}/profile/edit/${id}`;
  });

  test.afterAll(async () => {
    await alice.context().close();
    await bob.context().close();
  });

  test("says so on refocus; 'Reload' on a clean form loads theirs at once", async ({ checkA11y }) => {
    await alice.goto(url);
    const name = alice.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue(`Refocus profile ${RUN}`);
    const shown = notice(alice, 'reference profile');
    await refocus(alice);
    await expect(shown).toHaveCount(0);

    const theirs = `Bob's profile ${RUN}`;
    await bob.goto(url);
    await bob.getByRole('textbox', { name: 'Name' }).fill(theirs);
    await bob.getByRole('button', { name: 'Assign competencies' }).click();
    await expect(bob).toHaveURL(/\/profile\/map\//);

    await refocus(alice);
    await expect(shown).toBeVisible({ timeout: 30_000 });
    await expect(name, 'the form is never changed by itself').toHaveValue(`Refocus profile ${RUN}`);
    await checkA11y(alice, { include: ['[data-testid="changed-since"]'] });

    await shown.getByRole('button', { name: 'Reload' }).click();
    await expect(name).toHaveValue(theirs);
    await expect(shown).toHaveCount(0);
    await expect(alice.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('a mapping changed while its mapping page is open', () => {
  const form = (page: Page) => page.getByRole('form', { name: 'Competency mapping' });
  let alice: Page;
  let bob: Page;

  test.afterEach(async () => {
    await alice.context().close();
    await bob.context().close();
  });

  test("training resource: says so on refocus; 'Reload' shows their mapping", async ({
    browser,
    checkA11y,
  }) => {
    alice = await managerPage(browser, USERS.content);
    bob = await managerPage(browser, USERS.contentB);
    const { id } = await apiSend<{ id: number }>(alice, 'POST', '/manage/training-resources', {
      title: `Refocus mapping ${RUN}`,
      url: 'https://example.org/refocus-mapping',
      type: 'Online',
    });
    const mapUrl = `/training-resources/${id}/map/bioexcel`;
    await alice.goto(mapUrl);
    const theirs = form(alice).getByRole('checkbox', { name: /Conflict management/ });
    await expect(theirs).not.toBeChecked();
    const shown = notice(alice, 'training resource');
    await refocus(alice);
    await expect(shown).toHaveCount(0);

    await bob.goto(mapUrl);
    await form(bob)
      .getByRole('checkbox', { name: /Conflict management/ })
      .check();
    await form(bob).getByRole('button', { name: 'Save' }).click();
    await expect(bob.getByText('Items updated')).toBeVisible();

    await refocus(alice);
    await expect(shown).toBeVisible({ timeout: 30_000 });
    await expect(theirs, 'the form is never changed by itself').not.toBeChecked();
    await checkA11y(alice, { include: ['[data-testid="changed-since"]'] });
    await shown.getByRole('button', { name: 'Reload' }).click();
    await expect(theirs).toBeChecked();
    await expect(shown).toHaveCount(0);
  });

  test("reference profile: says so on refocus; 'Reload' shows their mapping", async ({ browser }) => {
    const FW = 'iscb-3.0e1';
    const VERSION = 'e1';
    alice = await managerPage(browser, USERS.manager);
    bob = await managerPage(browser, USERS.manager);
    const { id } = await apiSend<{ id: number }>(
      alice,
      'POST',
      `/manage/frameworks/${FW}/versions/${VERSION}/profiles`,
      {
        title: `Refocus profile mapping ${RUN}`,
        jobTitle: 'Imaging scientist',
      },
    );
    const mapUrl = `/framework/${FW}/${VERSION}/profile/map/${id}`;
    await alice.goto(mapUrl);
    await expect(alice.getByRole('heading', { level: 1, name: 'Competency mapping' })).toBeVisible();
    const shown = notice(alice, 'reference profile');
    await refocus(alice);
    await expect(shown).toHaveCount(0);

    const theirs = `Bob's profile mapping ${RUN}`;
    await bob.goto(`/framework/${FW}/${VERSION}/profile/edit/${id}`);
    await bob.getByRole('textbox', { name: 'Name' }).fill(theirs);
    await bob.getByRole('button', { name: 'Assign competencies' }).click();
    await expect(bob).toHaveURL(/\/profile\/map\//);

    await refocus(alice);
    await expect(shown).toBeVisible({ timeout: 30_000 });
    await shown.getByRole('button', { name: 'Reload' }).click();
    await expect(alice.getByText(theirs)).toBeVisible();
    await expect(shown).toHaveCount(0);
  });
});
