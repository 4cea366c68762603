/**
 * Change password at /user/change/password (docs/features/accounts-and-security.md §2; docs/features/curation.md §14; docs/features/original-hub.md: current password
 * required, new and confirm must match, minimum length). Only `password-user` is changed here; its
 * password is set back at the end so the spec can run again against the same server.
 */
import type { Page } from '@playwright/test';
import { signIn, USERS } from '../auth';
import { expect, test, waitForAppAfterGoto } from '../fixtures';

const { username, password } = USERS.passwordUser;
const NEW_PASSWORD = 'a-brand-new-password-2';

async function fill(page: Page, current: string, next: string, confirm: string) {
  await page.getByLabel('Current password').fill(current);
  await page.getByLabel(/^New password/).fill(next);
  await page.getByLabel('Confirm new password').fill(confirm);
  await page.getByRole('button', { name: 'Change password' }).click();
}

/** Sets the password back through the API (signed in with `from`); ignores failure when already set. */
async function restorePassword(page: Page, from: string) {
  const token = await page.request.get('/api/v1/session/token');
  const { csrfToken } = (await token.json()) as { csrfToken: string };
  const login = await page.request.post('/api/v1/session', {
    headers: { 'X-CSRF-Token': csrfToken },
    data: { username, password: from },
  });
  if (!login.ok()) return;
  const { csrfToken: fresh } = (await login.json()) as { csrfToken: string };
  await page.request.put('/api/v1/account/password', {
    headers: { 'X-CSRF-Token': fresh },
    data: { currentPassword: from, newPassword: password, confirmPassword: password },
  });
}

test.describe.configure({ mode: 'serial' });

test.describe('change password', () => {
  test.afterAll(async ({ browser }) => {
    const page = waitForAppAfterGoto(await browser.newPage());
    await restorePassword(page, NEW_PASSWORD);
    await page.close();
  });

  test.beforeEach(async ({ page }) => {
    await signIn(page, username, password);
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('link', { name: 'Change password' })
      .click();
    await expect(page).toHaveURL(/\/user\/change\/password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();
  });

  test('checks the form before sending: mismatch and too short', async ({ page, checkA11y }) => {
    await checkA11y(page);
    await fill(page, password, 'new-password-1', 'new-password-9');
    await expect(page.getByText('The passwords do not match')).toBeVisible();
    await expect(page.getByLabel('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Confirm new password')).toBeFocused();
    await checkA11y(page);

    await fill(page, password, 'short', 'short');
    await expect(page.getByText('Use at least 10 characters')).toBeVisible();
    await expect(page.getByLabel(/^New password/)).toBeFocused();

    await fill(page, '', 'new-password-1', 'new-password-1');
    await expect(page.getByText('Enter your current password', { exact: true })).toBeVisible();
  });

  test('says when the current password is wrong', async ({ page, checkA11y }) => {
    await fill(page, 'not-my-password-1', NEW_PASSWORD, NEW_PASSWORD);
    const current = page.getByLabel('Current password');
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(current).toBeFocused();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await checkA11y(page);
    // The password did not change.
    const session = await page.request.get('/api/v1/session');
    expect(((await session.json()) as { user: { username: string } }).user.username).toBe(username);
  });

  test("changes the password: 'Password changed successfully', reload, then the new one signs in", async ({
    page,
  }) => {
    // The page reloads 1.5 s after the message: listen for it before submitting.
    const reloaded = page.waitForEvent('load');
    await fill(page, password, NEW_PASSWORD, NEW_PASSWORD);
    await expect(page.getByRole('alert')).toContainText('Password changed successfully');
    await reloaded;
    // Still signed in after the reload (only other sessions end).
    await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();

    // Sign out, then the old password is refused and the new one accepted.
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Logout' }).click(),
    ]);
    await page.goto('/login');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toContainText('Unrecognised username or password.');

    await page.getByLabel(/^Password/).fill(NEW_PASSWORD);
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Log in' }).click()]);
    await expect(page.getByRole('heading', { level: 1, name: 'You are logged in' })).toBeVisible();
  });
});
