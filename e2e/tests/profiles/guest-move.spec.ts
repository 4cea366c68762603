/**
 * Moving a guest profile to the newest version (docs/features/browsing.md §9): a profile made on ISCB 2.0 offers 'Move my
 * profile to 3.0'; the dialog lists what cannot move (2.0 and 3.0 share no competency: the 3.0 codes are
 * new) and what to review, and the moved profile opens on 3.0 with the review list.
 */
import { expect, test } from '../fixtures';

test('a guest profile of ISCB 2.0 moves to 3.0, listing what it cannot take along', async ({
  page,
  checkA11y,
}) => {
  const content = await (await page.request.get('/api/v1/frameworks/iscb/versions/2.0')).json();
  const competency = content.domains[0].competencies[0] as { id: number; uuid: string; title: string };
  const profile = {
    version: 1,
    data: {
      frameworkName: 'iscb',
      frameworkId: 'iscb',
      versionNumber: '2.0',
      title: 'Grace',
      job_title: 'Biocurator',
      age: '',
      gender: 'None',
      qualification_background: '',
      current_role: '',
      additional_information: '',
      image: [],
      profile_mapping: [
        {
          competency: String(competency.id),
          expertise: '1',
          attributes: [],
          competencyUuid: competency.uuid,
          attributeUuids: [],
          ratingLevel: 1,
        },
      ],
    },
  };
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('guestProfile', JSON.stringify(value)), profile);
  await page.goto('/framework/iscb/2.0/profile/view/guest');
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile in ISCB 2.0' })).toBeVisible();
  await page.getByRole('button', { name: 'Move my profile to 3.0' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move my profile to 3.0' });
  await expect(dialog.getByTestId('move-summary')).toHaveText('0 of 1 rated competencies move over to 3.0.');
  await expect(dialog.getByTestId('move-lost')).toContainText(
    `${competency.title}: this competency is no longer in the framework`,
  );
  await expect(dialog.getByTestId('move-review').getByRole('listitem')).toHaveCount(13);
  await checkA11y(page);

  await dialog.getByRole('button', { name: 'Move my profile' }).click();
  await expect(page).toHaveURL(/\/framework\/iscb\/3\.0\/profile\/view\/guest$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile in ISCB 3.0' })).toBeVisible();
  await expect(page.getByTestId('moved-notice')).toContainText('Moved from version 2.0');
  await expect(page.getByRole('button', { name: /Move my profile/ })).toHaveCount(0);
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('guestProfile'))) ?? '{}');
  expect(stored.data).toMatchObject({ versionNumber: '3.0', title: 'Grace', profile_mapping: [] });
  await checkA11y(page);
});
