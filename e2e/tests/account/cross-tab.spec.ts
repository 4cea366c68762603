/**
 * Tabs stay in step (docs/features/accounts-and-security.md §2; docs/features/original-hub.md: cross-tab sync by BroadcastChannel/storage
 * event, nothing about the user in browser storage): two pages of one browser context.
 */
import type { Page } from '@playwright/test';
import { USERS } from '../auth';
import { expect, test, waitForAppAfterGoto } from '../fixtures';

const accountNav = (page: Page) => page.getByRole('navigation', { name: 'Account' });

test('signing in and out in one tab updates the other', async ({ context }) => {
  const first = waitForAppAfterGoto(await context.newPage());
  const second = waitForAppAfterGoto(await context.newPage());
  await first.goto('/');
  await second.goto('/user/view'); // anonymous: sent home
  await expect(second).toHaveURL(/\/$/);
  await expect(second.getByRole('link', { name: 'Login as administrator' })).toBeVisible();

  // Sign in in the first tab, through the home page dialog.
  await first.getByRole('link', { name: 'Login as administrator' }).click();
  const dialog = first.getByRole('dialog', { name: 'Login as administrator' });
  await dialog.getByLabel('Username').fill(USERS.manager.username);
  await dialog.getByLabel(/^Password/).fill(USERS.manager.password);
  await Promise.all([first.waitForEvent('load'), dialog.getByRole('button', { name: 'Log in' }).click()]);
  await expect(accountNav(first)).toBeVisible();

  // The second tab follows without a reload.
  await expect(accountNav(second).getByRole('link', { name: 'Manage frameworks' })).toBeVisible();
  await expect(second.getByRole('link', { name: 'Login as administrator' })).toHaveCount(0);

  // Nothing about the user is kept in browser storage.
  const stored = await second.evaluate(() => JSON.stringify({ ...window.localStorage }));
  expect(stored).not.toContain(USERS.manager.username);

  // The second tab opens My profile; signing out in the first tab sends it home.
  await accountNav(second).getByRole('link', { name: 'My account' }).click();
  await expect(second.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await Promise.all([
    first.waitForEvent('load'),
    accountNav(first).getByRole('button', { name: 'Logout' }).click(),
  ]);
  await expect(accountNav(first)).toHaveCount(0);
  await expect(second).toHaveURL(/\/$/);
  await expect(accountNav(second)).toHaveCount(0);
  await expect(second.getByRole('link', { name: 'Login as administrator' })).toBeVisible();
});
