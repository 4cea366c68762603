/**
 * A way in that works (docs/features/browsing.md §13): each framework page says in one line what a visitor can do with it
 * and, where rating or comparing is not possible, why, with links to where it works; the home page's main
 * action leads there; the mapping page explains the levels and how to rate, keeps unsaved ratings as a
 * draft restored after a reload, and asks before leaving with unsaved ratings.
 */
import { expect, test } from '../fixtures';
import { EXTENSION } from '../profiles/guest-support';
import { storeGuestProfile } from '../profiles/reference-support';

test('framework pages say what a visitor can do and link where the whole journey works', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/framework/iscb-3.0e1/e1');
  const line = page.getByTestId('journey-line');
  await expect(line).toContainText(
    'What you can do here: browse the competencies, rate yourself on its 3 expertise levels and compare yourself with its 4 reference profiles.',
  );
  await expect(line.getByRole('link', { name: 'Rate yourself' })).toHaveAttribute('href', EXTENSION.create);

  await page.goto('/framework/iscb/3.0');
  await expect(line).toContainText(
    'browse only; rating yourself is not possible because this version has no expertise levels.',
  );
  await expect(line.getByRole('link', { name: /ISCB core facility extension e1/ })).toBeVisible();
  await checkA11y(page);

  await page.goto('/framework/bioexcel/1.0');
  await expect(line).toContainText(
    'comparing with a role is not possible because this version has no reference profiles',
  );
  await line.getByRole('link', { name: /ISCB core facility extension e1/ }).click();
  await expect(page).toHaveURL('/framework/iscb-3.0e1/e1');

  await page.goto('/');
  await page.getByRole('link', { name: /^Rate yourself and compare with a role/ }).click();
  await expect(page).toHaveURL('/framework/iscb-3.0e1/e1');
});

test('the mapping page explains the levels, keeps a draft over a reload and asks before leaving', async ({
  page,
  request,
  checkA11y,
}) => {
  test.slow();
  await page.goto('/');
  await storeGuestProfile(page, request, () => 0);
  await page.goto(EXTENSION.map);
  await expect(page.getByRole('heading', { name: 'How to rate' })).toBeVisible();
  const levels = page.getByRole('list', { name: 'Expertise levels' });
  await expect(levels.getByRole('listitem')).toHaveCount(3);
  await expect(levels).not.toContainText('Level 1: Level 1');
  await expect(levels.getByRole('listitem').first()).toHaveText('Level 1');
  await checkA11y(page);

  const first = page.getByLabel(/^Select a scale for /).first();
  await first.selectOption({ label: 'Level 2' });
  await page.reload();
  await expect(page.getByText('Your unsaved ratings were restored')).toBeVisible();
  await expect(page.getByLabel(/^Select a scale for /).first()).toHaveValue(
    (await page
      .getByLabel(/^Select a scale for /)
      .first()
      .locator('option', { hasText: 'Level 2' })
      .getAttribute('value')) ?? '',
  );

  await page.getByRole('link', { name: 'Cancel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving your ratings?' });
  await expect(dialog).toBeVisible();
  await checkA11y(page);
  await dialog.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(EXTENSION.map);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(EXTENSION.view);
  expect(await page.evaluate(() => localStorage.getItem('guestMappingDraft'))).toBeNull();
});
