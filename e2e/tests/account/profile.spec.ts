/** 'My profile' at /user/view (docs/features/accounts-and-security.md §2; docs/features/curation.md §9 User). */
import { signIn, USERS } from '../auth';
import { expect, test } from '../fixtures';

test.describe('My profile', () => {
  test("shows a framework manager's name, e-mail, role and frameworks", async ({ page, checkA11y }) => {
    await signIn(page, USERS.manager.username, USERS.manager.password);
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'My account' }).click();
    await expect(page).toHaveURL(/\/user\/view$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    await expect(main.getByText('manager@example.org')).toBeVisible();
    await expect(main.getByText('Framework manager')).toBeVisible();
    await expect(main.getByRole('link', { name: 'BioExcel', exact: true })).toHaveAttribute(
      'href',
      '/framework/bioexcel/manage/data',
    );
    await expect(main.getByRole('link', { name: 'ISCB core facility extension' })).toBeVisible();
    await checkA11y(page);
  });

  test('says when a user has no role and no framework', async ({ page, checkA11y }) => {
    await signIn(page, USERS.plain.username, USERS.plain.password);
    await page.goto('/user/view');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    await expect(main.getByText('plain@example.org')).toBeVisible();
    await expect(main.getByText('No roles')).toBeVisible();
    await expect(main.getByText('No framework assigned')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Change your password' })).toHaveAttribute(
      'href',
      '/user/change/password',
    );
    await checkA11y(page);
  });
});
