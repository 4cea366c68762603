/**
 * Navigation for signed-in users by role (docs/features/curation.md §2) and the route guards (docs/features/curation.md §1: a failed
 * condition redirects to '/').
 */
import type { Page } from '@playwright/test';
import { signIn, USERS } from '../auth';
import { expect, test } from '../fixtures';

const accountNav = (page: Page) => page.getByRole('navigation', { name: 'Account' });

/** The account navigation's links and buttons, in order. */
async function navEntries(page: Page): Promise<string[]> {
  const nav = accountNav(page);
  await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
  return nav.locator('a, button').allInnerTexts();
}

test.describe('account navigation', () => {
  test('anonymous visitors see no account navigation', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login as administrator' })).toBeVisible();
    await expect(accountNav(page)).toHaveCount(0);
  });

  test("a framework manager gets 'Manage frameworks'", async ({ page, checkA11y }) => {
    await signIn(page, USERS.manager.username, USERS.manager.password);
    await page.goto('/');
    expect(await navEntries(page)).toEqual(['Manage frameworks', 'My account', 'Change password', 'Logout']);
    await checkA11y(page);
  });

  test("a content manager gets 'Manage Training Resources'", async ({ page }) => {
    await signIn(page, USERS.content.username, USERS.content.password);
    await page.goto('/about');
    expect(await navEntries(page)).toEqual([
      'Manage Training Resources',
      'My account',
      'Change password',
      'Logout',
    ]);
  });

  test('a user without roles gets the account links only', async ({ page }) => {
    await signIn(page, USERS.plain.username, USERS.plain.password);
    await page.goto('/');
    expect(await navEntries(page)).toEqual(['My account', 'Change password', 'Logout']);
  });

  test('works with the keyboard and stays visible on a small screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, USERS.manager.username, USERS.manager.password);
    await page.goto('/');
    const nav = accountNav(page);
    for (const name of ['Manage frameworks', 'My account', 'Change password']) {
      await expect(nav.getByRole('link', { name })).toBeInViewport();
    }
    await expect(nav.getByRole('button', { name: 'Logout' })).toBeInViewport();

    await nav.getByRole('link', { name: 'Manage frameworks' }).focus();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'My account' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/user\/view$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  });
});

test.describe('route guards', () => {
  for (const path of [
    '/user/view',
    '/user/change/password',
    '/manage-frameworks',
    '/all-training-resources',
  ]) {
    test(`an anonymous visitor is sent from ${path} to /`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Discover career profiles in life sciences' }),
      ).toBeVisible();
    });
  }

  test('a user without roles is sent away from a framework manage screen and the training-resource admin', async ({
    page,
  }) => {
    await signIn(page, USERS.plain.username, USERS.plain.password);
    await page.goto('/framework/bioexcel/manage/data');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/all-training-resources');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a framework manager is sent away from a framework that is not theirs', async ({ page }) => {
    await signIn(page, USERS.otherManager.username, USERS.otherManager.password);
    await page.goto('/framework/bioexcel/manage/data');
    await expect(page).toHaveURL(/\/$/);
  });

  test('any signed-in user may open /manage-frameworks: a content manager has no framework', async ({
    page,
    checkA11y,
  }) => {
    await signIn(page, USERS.content.username, USERS.content.password);
    await page.goto('/manage-frameworks');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage frameworks' })).toBeVisible();
    await expect(page.getByText('No Framework assigned to this user.')).toBeVisible();
    await checkA11y(page);
  });

  test('a content manager reaches the training-resource administration page', async ({ page, checkA11y }) => {
    await signIn(page, USERS.content.username, USERS.content.password);
    await page.goto('/');
    await accountNav(page).getByRole('link', { name: 'Manage Training Resources' }).click();
    await expect(page).toHaveURL(/\/all-training-resources$/);
    await expect(page.getByRole('heading', { level: 1, name: 'All training resources' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add training resource' })).toHaveAttribute(
      'href',
      '/training-resource/create',
    );
    await checkA11y(page);
  });
});

test.describe('manage frameworks list', () => {
  test("lists the manager's frameworks, each linking to its manage screen", async ({ page, checkA11y }) => {
    await signIn(page, USERS.manager.username, USERS.manager.password);
    await page.goto('/');
    await accountNav(page).getByRole('link', { name: 'Manage frameworks' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Manage frameworks' })).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(7); // header + six frameworks
    for (const [title, machineName] of [
      ['BioExcel', 'bioexcel'],
      ['ISCB', 'iscb'],
      ['ISCB core facility extension', 'iscb-3.0e1'],
      ['RItrain', 'ritrain'],
      ['PerMedCoE', 'permedcoe'],
      ['ARISE', 'arise'],
    ]) {
      await expect(table.getByRole('link', { name: title, exact: true })).toHaveAttribute(
        'href',
        `/framework/${machineName}/manage/data`,
      );
    }
    await expect(table.getByRole('link', { name: 'CINECA' })).toHaveCount(0);
    await checkA11y(page);
  });

  test('the other manager sees only CINECA', async ({ page }) => {
    await signIn(page, USERS.otherManager.username, USERS.otherManager.password);
    await page.goto('/manage-frameworks');
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('link', { name: 'CINECA' })).toHaveAttribute(
      'href',
      '/framework/cineca/manage/data',
    );
  });
});
