/**
 * The manage screens at a phone's width (docs/features/browsing.md §7): nothing clipped, wide tables scroll sideways
 * inside their own region with a hint and by keyboard. Read-only: these screens are only looked at.
 */
import { signIn, USERS } from '../auth';
import { expect, test } from '../fixtures';
import { expectNothingClipped, PHONE, WIDE_TABLE_HINT } from '../phone-width';

test.use({ viewport: PHONE });

test("a framework manager's list and the attribute types and expertise levels fit a phone", async ({
  page,
  checkA11y,
}) => {
  await signIn(page, USERS.manager.username, USERS.manager.password);
  await page.goto('/manage-frameworks');
  await expect(page.getByRole('table').getByRole('link', { name: 'BioExcel', exact: true })).toBeVisible();
  expect(await expectNothingClipped(page)).toBe(0);
  await checkA11y(page);

  await page.goto('/framework/bioexcel/manage/types-and-levels');
  const types = page.getByRole('region', { name: 'Table of attribute types' });
  await expect(types.getByRole('cell', { name: 'Knowledge' })).toBeVisible();
  await expect(page.getByText(WIDE_TABLE_HINT).first()).toBeVisible();
  expect(await expectNothingClipped(page)).toBeGreaterThan(0);
  await checkA11y(page);
});

test("the training resources list scrolls sideways by keyboard at a phone's width", async ({
  page,
  checkA11y,
}) => {
  await signIn(page, USERS.content.username, USERS.content.password);
  await page.goto('/all-training-resources');
  const region = page.getByRole('region', { name: 'Training resources' });
  await expect(region.getByRole('row')).not.toHaveCount(0);
  await expect(page.getByText(WIDE_TABLE_HINT)).toBeVisible();
  expect(await expectNothingClipped(page)).toBeGreaterThan(0);
  await checkA11y(page);

  // The 'Edit' column starts beyond the right edge; the arrow keys bring it in.
  const editRight = async () => {
    const box = await region.getByRole('columnheader', { name: 'Edit' }).boundingBox();
    return (box?.x ?? 0) + (box?.width ?? 0);
  };
  expect(await editRight()).toBeGreaterThan(PHONE.width);
  await region.focus();
  for (let i = 0; i < 20; i += 1) await page.keyboard.press('ArrowRight');
  await expect.poll(editRight).toBeLessThanOrEqual(PHONE.width);
});
