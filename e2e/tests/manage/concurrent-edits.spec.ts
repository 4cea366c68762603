/**
 * Two managers edit one draft at once (ADR 0021): two browser contexts signed in as two framework
 * managers of CORBEL. A rename saved on a stale page and a reorder based on a stale order are no longer
 * silent: the conflict dialog shows both versions side by side, 'Keep mine' saves over theirs and
 * 'Take theirs' keeps the saved change.
 */
import type { Page } from '@playwright/test';
import { USERS } from '../auth';
import { expect, test } from '../fixtures';
import { managerPage, manageSend, manageView, snackbar } from './curation-api';

const FW = 'corbel';
const URL = `/framework/${FW}/manage/competencies`;

test.describe.configure({ mode: 'serial' });
// Two browsers and axe scans on a shared machine: more than the default 30 s per test.
test.setTimeout(90_000);

function domainHeading(page: Page, title: string) {
  return page.getByRole('heading', { level: 3, name: title, exact: true });
}

async function domainOrder(page: Page): Promise<string[]> {
  return (await manageView(page, FW)).domains.map((d) => d.title);
}

test.describe('two managers on one draft', () => {
  let alice: Page;
  let bob: Page;

  test.beforeAll(async ({ browser }) => {
    alice = await managerPage(browser, USERS.curatorA);
    bob = await managerPage(browser, USERS.curatorB);
    const view = await manageView(alice, FW);
    if (!view.editable) await manageSend(alice, 'POST', FW, '/draft');
    if (view.domains.length === 0) {
      await manageSend(alice, 'POST', FW, '/domains', { titles: ['Ethics', 'Finance', 'Governance'] });
    }
  });

  test.afterAll(async () => {
    await alice.context().close();
    await bob.context().close();
  });

  test("a stale rename shows both titles; 'Keep mine' saves over theirs", async ({ checkA11y }) => {
    await alice.goto(URL);
    await bob.goto(URL);
    await bob.getByRole('button', { name: 'Edit domain title: Ethics', exact: true }).click();
    await bob.getByRole('textbox', { name: 'New domain title' }).fill('Research ethics');

    await alice.getByRole('button', { name: 'Edit domain title: Ethics', exact: true }).click();
    await alice.getByRole('textbox', { name: 'New domain title' }).fill('Ethics and integrity');
    await alice.getByRole('button', { name: 'Accept' }).click();
    await expect(snackbar(alice, 'Domain updated')).toBeVisible();

    await bob.getByRole('button', { name: 'Accept' }).click();
    const dialog = bob.getByRole('dialog', { name: 'Someone else changed this meanwhile' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`Changed by ${USERS.curatorA.username}`, { exact: true })).toBeVisible();
    await expect(dialog.getByTestId('conflict-mine')).toHaveText('Research ethics');
    await expect(dialog.getByTestId('conflict-theirs')).toHaveText('Ethics and integrity');
    await checkA11y(bob);

    await dialog.getByRole('button', { name: 'Keep mine' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(snackbar(bob, 'Domain updated')).toBeVisible();
    await expect(domainHeading(bob, 'Research ethics')).toBeVisible();

    await alice.reload();
    await expect(domainHeading(alice, 'Research ethics')).toBeVisible();
  });

  test("a stale rename: 'Take theirs' keeps the other manager's title", async () => {
    await alice.goto(URL);
    await bob.goto(URL);
    await bob.getByRole('button', { name: 'Edit domain title: Finance', exact: true }).click();
    await bob.getByRole('textbox', { name: 'New domain title' }).fill('Money');

    await alice.getByRole('button', { name: 'Edit domain title: Finance', exact: true }).click();
    await alice.getByRole('textbox', { name: 'New domain title' }).fill('Finance and funding');
    await alice.getByRole('button', { name: 'Accept' }).click();
    await expect(snackbar(alice, 'Domain updated')).toBeVisible();

    await bob.getByRole('button', { name: 'Accept' }).click();
    const dialog = bob.getByRole('dialog', { name: 'Someone else changed this meanwhile' });
    await dialog.getByRole('button', { name: 'Take theirs' }).click();
    await expect(snackbar(bob, 'Their change was kept')).toBeVisible();
    await expect(domainHeading(bob, 'Finance and funding')).toBeVisible();
    await expect(domainHeading(bob, 'Money')).toHaveCount(0);
    expect(await domainOrder(alice)).toContain('Finance and funding');
  });

  test('a reorder based on a stale order is a conflict, not a silent undo', async ({ checkA11y }) => {
    await bob.goto(URL);
    const before = await domainOrder(bob);
    expect(before).toEqual(['Research ethics', 'Finance and funding', 'Governance']);
    await bob.getByRole('button', { name: 'Change order of the domains' }).click();
    const order = bob.getByRole('dialog', { name: 'Change order of the domains' });
    await order.getByRole('button', { name: 'Move down: Research ethics' }).click();

    // Meanwhile the other manager puts Governance first.
    await alice.goto(URL);
    await alice.getByRole('button', { name: 'Change order of the domains' }).click();
    const theirs = alice.getByRole('dialog', { name: 'Change order of the domains' });
    await theirs.getByRole('button', { name: 'Move up: Governance' }).click();
    await theirs.getByRole('button', { name: 'Move up: Governance' }).click();
    await theirs.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(alice, 'Items updated')).toBeVisible();
    const saved = ['Governance', 'Research ethics', 'Finance and funding'];
    expect(await domainOrder(alice)).toEqual(saved);

    await order.getByRole('button', { name: 'Save' }).click();
    const dialog = bob.getByRole('dialog', { name: 'Someone else changed this meanwhile' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('conflict-mine')).toHaveText(
      '1. Finance and funding\n2. Research ethics\n3. Governance',
    );
    await expect(dialog.getByTestId('conflict-theirs')).toHaveText(
      '1. Governance\n2. Research ethics\n3. Finance and funding',
    );
    await checkA11y(bob);
    await dialog.getByRole('button', { name: 'Take theirs' }).click();
    await expect(snackbar(bob, 'Their change was kept')).toBeVisible();
    expect(await domainOrder(bob)).toEqual(saved);
    const headings = bob.getByRole('heading', { level: 3 });
    await expect(headings.first()).toHaveText('Governance');
  });
});
