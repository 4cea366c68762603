/**
 * A stored guest profile whose framework version is not on this hub is never a trap (docs/features/profiles.md §5): the
 * create screen of another framework names it and offers 'Download it as a file' and 'Delete it'; its own
 * view names it with the same two actions instead of a not-found page.
 */
import { expect, test } from '../fixtures';
import { downloadedBuffer, EXTENSION } from './guest-support';
import { storeGuestProfile } from './reference-support';

test('a profile of a framework this hub lacks can be downloaded and deleted', async ({
  page,
  request,
  checkA11y,
}) => {
  await page.goto('/');
  await storeGuestProfile(page, request, () => 0, {
    title: 'Łucja Dąbrowska',
    frameworkName: 'gone-framework',
    frameworkId: 'gone-framework',
    versionNumber: '9.9',
  });

  await page.goto('/framework/gone-framework/9.9/profile/view/guest');
  await expect(page.getByRole('heading', { name: 'Your profile', level: 1 })).toBeVisible();
  await expect(
    page.getByText(/Łucja Dąbrowska .* for gone-framework 9\.9, which this hub does not have/),
  ).toBeVisible();
  await checkA11y(page);
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download it as a file' }).click(),
  ]);
  expect(JSON.parse((await downloadedBuffer(file)).toString('utf8'))).toMatchObject({
    title: 'Łucja Dąbrowska',
    frameworkName: 'gone-framework',
  });

  await page.goto(EXTENSION.create);
  const notice = page.getByRole('alert').filter({ hasText: 'We can only store one profile' });
  await expect(notice).toContainText('gone-framework 9.9, a framework version this hub does not have');
  await expect(notice.getByRole('link', { name: 'Go to your profile' })).toHaveCount(0);
  await checkA11y(page);
  await notice.getByRole('button', { name: 'Delete it' }).click();
  await page
    .getByRole('dialog', { name: 'Delete my profile' })
    .getByRole('button', { name: 'Yes, Delete it!' })
    .click();
  await expect(notice).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('guestProfile'))).toBeNull();
});
