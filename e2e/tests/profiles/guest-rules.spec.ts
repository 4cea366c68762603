/**
 * Guest profile rules (docs/features/browsing.md §9; docs/features/profiles.md §3; docs/features/profiles.md §2): field messages, images by content and size,
 * one profile per browser, refusal while signed in, and a bad file for 'Open from file'.
 */
import { expect, test } from '../fixtures';
import { EXTENSION, PNG_1X1 } from './guest-support';

/** A stored guest profile of another framework version (ISCB 3.0), as the store writes it. */
const OTHER_PROFILE = {
  version: 1,
  data: {
    frameworkName: 'iscb',
    frameworkId: 'iscb',
    versionNumber: '3.0',
    title: 'Grace',
    job_title: 'Biocurator',
    age: '',
    gender: 'None',
    qualification_background: '',
    current_role: '',
    additional_information: '',
    image: [],
    profile_mapping: [],
  },
};

test('the form shows the spec messages and refuses images that are not JPG or PNG, or too big', async ({
  page,
  checkA11y,
}) => {
  await page.goto(EXTENSION.create);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('A');
  await page.getByRole('textbox', { name: 'Job title', exact: true }).fill('QA');
  await page.getByRole('button', { name: 'Save and map competencies' }).click();
  await expect(page.getByText('Must be at least 2 characters long')).toBeVisible();
  await expect(page.getByText('Must be at least 3 characters long')).toBeVisible();
  await expect(page).toHaveURL(EXTENSION.create);
  await checkA11y(page);

  const image = page.getByLabel('Image', { exact: true });
  await image.setInputFiles({
    name: 'evil.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<script>alert(1)</script>'),
  });
  await expect(page.getByText('Only JPG or PNG images are allowed')).toBeVisible();
  const big = Buffer.alloc(2_097_153);
  PNG_1X1.copy(big);
  await image.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
  await expect(page.getByText('Image size should not be more than 2 MB')).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Ada');
  await page.getByRole('textbox', { name: 'Job title', exact: true }).fill('Analyst');
  await page.getByRole('button', { name: 'Save and map competencies' }).click();
  await expect(page).toHaveURL(EXTENSION.create);

  await image.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(page.getByRole('img', { name: 'Your picture' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear image x' }).click();
  await expect(page.getByRole('img', { name: 'Your picture' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save and map competencies' }).click();
  await expect(page).toHaveURL(EXTENSION.map);
});

test("only one profile per browser: 'We can only store one profile'", async ({ page, checkA11y }) => {
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('guestProfile', JSON.stringify(value)), OTHER_PROFILE);
  await page.goto(EXTENSION.create);
  await expect(page.getByText('We can only store one profile')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveCount(0);
  await checkA11y(page);
  await page.getByRole('link', { name: 'Go to your profile' }).click();
  await expect(page).toHaveURL('/framework/iscb/3.0/profile/view/guest');
  await expect(page.getByRole('heading', { level: 2, name: 'Grace' })).toBeVisible();
});

test('a signed-in user is told to log out before creating a guest profile', async ({ page }) => {
  await page.route('**/api/v1/session', (route) =>
    route.fulfill({
      json: {
        user: { id: 1, username: 'ann', name: 'Ann', email: 'ann@example.org', roles: [], frameworks: [] },
      },
    }),
  );
  await page.goto(EXTENSION.create);
  await expect(
    page.getByText('You are currently logged in. To create a guest profile, please logout.'),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveCount(0);
});

test('a bad file is refused with a clear message and the current profile is kept', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('guestProfile', JSON.stringify(value)), OTHER_PROFILE);
  await page.goto('/framework/iscb/3.0/profile/view/guest');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Open from file' }).click();
  const bad = { ...OTHER_PROFILE.data, title: 'X', image: [{ url: 'data:image/png;base64,PHNjcmlwdD4=' }] };
  await (await chooser).setFiles({
    name: 'bad.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(bad)),
  });
  await expect(
    page.getByRole('alert').filter({ hasText: 'This file is not a valid saved profile' }),
  ).toContainText('Your current profile was kept.');
  await expect(page.getByRole('heading', { level: 2, name: 'Grace' })).toBeVisible();
  await checkA11y(page);
  const stored = await page.evaluate(() => localStorage.getItem('guestProfile'));
  expect(JSON.parse(stored ?? '{}').data.title).toBe('Grace');
});

test('the printout keeps the profile and its bars and leaves out actions, banner and site chrome', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('guestProfile', JSON.stringify(value)), OTHER_PROFILE);
  await page.goto('/framework/iscb/3.0/profile/view/guest');
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 2, name: 'Grace' })).toBeVisible();
  await expect(page.getByRole('meter').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeHidden();
  await expect(page.getByText(/stored locally in your browser/)).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
});
