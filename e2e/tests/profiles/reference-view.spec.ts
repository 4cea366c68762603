/**
 * Reference profiles for visitors (docs/features/browsing.md §2, Framework page, Profiles; docs/features/profiles.md §1, §2):
 * the home grid of the shipped core-facility profiles, the framework page's 'Career profiles' tab, and the
 * view of 'Core facility scientist II' with its survey provenance.
 */
import { expect, test } from '../fixtures';
import { ISCB_EXTENSION } from '../support';
import { EXTENSION } from './guest-support';
import { CORE_FACILITY_PROFILES, referenceProfile } from './reference-support';

test('the home grid shows the four core-facility profiles of the framework with most Live profiles', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/');
  await expect(page.getByLabel('Framework', { exact: true })).toHaveValue(EXTENSION.machineName);
  const grid = page.getByRole('list', { name: /Career profiles of ISCB core facility extension/ });
  await expect(grid.getByRole('listitem')).toHaveCount(4);
  for (const name of CORE_FACILITY_PROFILES) {
    await expect(grid.getByRole('link', { name, exact: true })).toBeVisible();
  }
  // Four cards: no 'View more' (it appears only with more than 6).
  await expect(page.getByRole('button', { name: 'View more' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Add your profile' })).toHaveAttribute(
    'href',
    EXTENSION.create,
  );
  await checkA11y(page);

  await grid.getByRole('link', { name: 'Core facility scientist II', exact: true }).click();
  await expect(page).toHaveURL(
    /\/framework\/iscb-3\.0e1\/e1\/profile\/view\/\d+\/core-facility-scientist-ii$/,
  );
  await expect(page.getByRole('heading', { name: 'Core facility scientist II', level: 2 })).toBeVisible();
});

test("the framework page has a 'Career profiles' tab listing the Live profiles", async ({
  page,
  checkA11y,
}) => {
  await page.goto(ISCB_EXTENSION.path);
  await page.getByRole('tab', { name: 'Career profiles' }).click();
  await expect(page).toHaveURL(`${ISCB_EXTENSION.path}/career-profiles`);
  const grid = page.getByRole('list', { name: /Career profiles of/ });
  await expect(grid.getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('link', { name: 'Add your profile' })).toBeVisible();
  await checkA11y(page);
  // A framework without Live profiles has no such tab for a visitor.
  await page.goto('/framework/bioexcel/1.0');
  await expect(page.getByRole('tab', { name: 'Competencies' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Career profiles' })).toHaveCount(0);
});

test("the view of 'Core facility scientist II': persona, Source, legend and a bar per competency", async ({
  page,
  request,
  checkA11y,
}) => {
  const profile = await referenceProfile(request, 'Core facility scientist II');
  // An address with another alias (or none) is replaced by the profile's own.
  await page.goto(`/framework/iscb-3.0e1/e1/profile/view/${profile.id}`);
  await expect(page).toHaveURL(`/framework/iscb-3.0e1/e1/profile/view/${profile.id}${profile.urlAlias}`);
  await expect(page.getByRole('heading', { name: 'Profile overview', level: 1 })).toBeVisible();
  const persona = page.getByTestId('persona-card');
  await expect(persona.getByRole('heading', { name: 'Core facility scientist II' })).toBeVisible();
  await expect(persona.getByText('Mid level')).toBeVisible();

  const source = page.getByRole('region', { name: 'Source' });
  // One citation line (ADR 0030), and how the levels were derived.
  await expect(source).toContainText('53 responses');
  await expect(source).toContainText('median');

  const legend = page.getByRole('region', { name: 'Scale' });
  await expect(legend.getByRole('listitem')).toHaveCount(3);
  await expect(legend).not.toContainText('Not Applicable');

  const meters = page.getByRole('meter');
  await expect(meters).toHaveCount(EXTENSION.competencyCount);
  const texts = await meters.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-valuetext')));
  const expected = [...profile.ratings.values()].filter((r) => r > 0).length;
  expect(texts.filter((t) => t?.startsWith('Level: '))).toHaveLength(expected);

  // Visitors get the compare control, not the 'Manage profile' menu.
  await expect(page.getByRole('button', { name: 'Manage profile' })).toHaveCount(0);
  await expect(page.getByLabel('Compare with another role')).toBeVisible();
  await checkA11y(page);
});

test('an unknown profile id shows the not-found page', async ({ page }) => {
  await page.goto('/framework/iscb-3.0e1/e1/profile/view/999999/nobody');
  await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
});
