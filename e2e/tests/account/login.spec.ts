/**
 * Signing in and out (docs/features/curation.md §2, §11, §14; docs/features/accounts-and-security.md §2): the /login page, the home page's 'Login as
 * administrator' dialog, server messages for refused credentials, and logout.
 */
import type { Page } from '@playwright/test';
import { signIn, USERS } from '../auth';
import { expect, test } from '../fixtures';

/** The server's one message for a wrong username or password (BAD_CREDENTIALS_MESSAGE in @hub/domain). */
const BAD_CREDENTIALS_MESSAGE = 'Unrecognised username or password.';

const accountNav = (page: Page) => page.getByRole('navigation', { name: 'Account' });

test.describe('login page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  });

  test('requires username and password before sending anything', async ({ page, checkA11y }) => {
    let posted = false;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/v1/session')) posted = true;
    });
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Enter your username')).toBeVisible();
    await expect(page.getByText('Enter your password')).toBeVisible();
    await expect(page.getByLabel('Username')).toBeFocused();
    await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
    await checkA11y(page);
    expect(posted).toBe(false);
  });

  test("shows the server's message for a wrong password", async ({ page, checkA11y }) => {
    await page.getByLabel('Username').fill(USERS.manager.username);
    await page.getByLabel(/^Password/).fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toContainText(BAD_CREDENTIALS_MESSAGE);
    await expect(accountNav(page)).toHaveCount(0);
    await checkA11y(page);
  });

  test("signs in, reloads and says 'You are logged in'", async ({ page, checkA11y }) => {
    await page.getByLabel('Username').fill(USERS.manager.username);
    await page.getByLabel(/^Password/).fill(USERS.manager.password);
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Log in' }).click()]);
    await expect(page.getByRole('heading', { level: 1, name: 'You are logged in' })).toBeVisible();
    await expect(accountNav(page).getByRole('link', { name: 'Manage frameworks' })).toBeVisible();
    await checkA11y(page);
  });
});

test.describe('home page login dialog', () => {
  test("'Login as administrator' opens a dialog that signs in and reloads", async ({ page, checkA11y }) => {
    await page.goto('/');
    const link = page.getByRole('link', { name: 'Login as administrator' });
    await link.click();
    const dialog = page.getByRole('dialog', { name: 'Login as administrator' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Username')).toBeFocused();
    await checkA11y(page);

    // Refused credentials: the server's message, inside the dialog.
    await dialog.getByLabel('Username').fill(USERS.content.username);
    await dialog.getByLabel(/^Password/).fill('wrong-password-1');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByRole('alert')).toContainText(BAD_CREDENTIALS_MESSAGE);

    await dialog.getByLabel(/^Password/).fill(USERS.content.password);
    await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Log in' }).click()]);
    await expect(page).toHaveURL(/\/$/);
    await expect(accountNav(page).getByRole('link', { name: 'Manage Training Resources' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login as administrator' })).toHaveCount(0);
    await expect(
      page.getByRole('link', { name: 'Read how we handle your data in our privacy notice' }),
    ).toHaveAttribute('href', '/privacy-notice');
    await checkA11y(page);
  });

  test('Escape closes the dialog and returns focus to the link', async ({ page }) => {
    await page.goto('/');
    const link = page.getByRole('link', { name: 'Login as administrator' });
    await link.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(link).toBeFocused();
  });
});

test.describe('logout', () => {
  test('ends the session and reloads the page', async ({ page }) => {
    await signIn(page, USERS.plain.username, USERS.plain.password);
    await page.goto('/user/view');
    await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    await Promise.all([
      page.waitForEvent('load'),
      accountNav(page).getByRole('button', { name: 'Logout' }).click(),
    ]);
    // /user/view needs a signed-in user: after the reload the guard sends the visitor home.
    await expect(page).toHaveURL(/\/$/);
    await expect(accountNav(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Login as administrator' })).toBeVisible();
    const session = await page.request.get('/api/v1/session');
    // Signed out: nobody, offered only what a visitor may do (ADR 0035).
    expect(await session.json()).toEqual({
      user: null,
      can: { createFramework: false, manageTraining: false, createOwnProfile: true, frameworks: {} },
    });
  });
});
