/**
 * Reference profile curation (docs/features/profiles.md §4; docs/features/profiles.md §1, §3; docs/features/browsing.md §9; docs/features/original-hub.md: saving a
 * reference profile's mapping works) on iscb-3.0e1 (live e1; it maps the core ISCB 3.0 competencies too):
 * a manager creates a profile with an image, maps it and sets it Live, then an anonymous visitor sees it;
 * a signed-in user with no role fills 'Create your profile' and gets the printable download page; the
 * clone action reports what it copied.
 */
import type { Browser, Page } from '@playwright/test';
import { signIn, USERS } from '../auth';
import { expect, test, waitForAppAfterGoto } from '../fixtures';
import { signInManager, snackbar } from './curation-api';

const FW = 'iscb-3.0e1';
const VERSION = 'e1';
const FRAMEWORK_URL = `/framework/${FW}/${VERSION}`;
const NAME = 'Robin Example';
const JOB = 'Sequencing core lead';
/** A 1 × 1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.describe.configure({ mode: 'serial' });

interface Profile {
  id: number;
  title: string;
  publishingStatus: 'Live' | 'Draft';
  urlAlias: string;
  imageUrl: string | null;
  mapping: { competencyId: number; ratingLevel: number }[];
}

/** A fresh anonymous browser context on the curation server (no session cookie). */
async function anonymousPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return waitForAppAfterGoto(await context.newPage());
}

let profileId = 0;

test('a manager creates a reference profile with an image, maps it and sets it Live', async ({
  page,
  browser,
  baseURL,
  checkA11y,
}) => {
  test.setTimeout(120_000); // A whole journey with four axe scans on a shared, busy machine.
  await signInManager(page);
  await page.goto(FRAMEWORK_URL);
  await page.getByRole('link', { name: 'Create reference profile' }).click();
  await expect(page).toHaveURL(`${FRAMEWORK_URL}/profile/create`);
  await expect(page.getByRole('heading', { level: 1, name: 'Create a reference profile' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Publishing status' })).toHaveValue('Draft');

  // Spec §5: nothing is sent while the name or job title is too short; the manager form's messages show.
  await page.getByRole('button', { name: 'Assign competencies' }).click();
  await expect(page.getByText('Name is required and must be at least 2 characters long')).toBeVisible();
  await expect(page.getByText('Job Title is required and must be at least 3 characters long')).toBeVisible();
  await expect(page).toHaveURL(`${FRAMEWORK_URL}/profile/create`);

  await page.getByRole('textbox', { name: 'Name' }).fill(NAME);
  await page.getByRole('textbox', { name: 'Job title' }).fill(JOB);
  await page.getByRole('textbox', { name: 'Age' }).fill('41');
  const file = page.locator('input[type="file"]');
  await file.setInputFiles({ name: 'robin.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByText('Only JPG or PNG images are allowed')).toBeVisible();
  await page.getByRole('button', { name: 'Clear image x' }).click();
  await expect(page.getByText('Only JPG or PNG images are allowed')).toHaveCount(0);
  await file.setInputFiles({ name: 'robin.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Chosen profile image' })).toBeVisible();
  const qualification = page.getByRole('textbox', { name: 'Qualifications and background' });
  await qualification.click();
  await qualification.pressSequentially('PhD in genomics');
  await checkA11y(page);

  await page.getByRole('button', { name: 'Assign competencies' }).click();
  await expect(page).toHaveURL(new RegExp(`${FRAMEWORK_URL}/profile/map/(\\d+)$`));
  profileId = Number(/\/profile\/map\/(\d+)$/.exec(page.url())?.[1]);
  await expect(page.getByRole('heading', { level: 1, name: 'Competency mapping' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Profile overview' })).toHaveAttribute(
    'href',
    new RegExp(`/profile/view/${profileId}/robin-example`),
  );

  // A Draft is not shown to anonymous visitors.
  const visitor = await anonymousPage(browser, baseURL);
  const readUrl = `/api/v1/frameworks/${FW}/versions/${VERSION}/profiles/${profileId}`;
  expect((await visitor.request.get(readUrl)).status()).toBe(404);

  // One core ISCB 3.0 competency and one of the extension, each with a survey level.
  const core = page.getByRole('combobox', {
    name: 'Expertise level: Prepare life science data for computational analysis',
  });
  await expect(core.locator('option')).toHaveText([
    'Not applicable',
    'Level 1',
    'Level 2',
    'Level 3 (most advanced)',
  ]);
  await core.selectOption({ label: 'Level 3 (most advanced)' });
  await page
    .getByRole('combobox', { name: 'Expertise level: Manage projects' })
    .selectOption({ label: 'Level 2' });
  await checkA11y(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(snackbar(page, 'Items updated')).toBeVisible();
  const saved = (await (await page.request.get(readUrl)).json()) as Profile;
  expect(saved.mapping.map((m) => m.ratingLevel).sort()).toEqual([2, 3]);
  expect(saved.publishingStatus).toBe('Draft');

  // Edit overview: the stored image is kept, the status becomes Live, and the mapping stays.
  await page.getByRole('link', { name: 'Edit overview' }).click();
  await expect(page).toHaveURL(`${FRAMEWORK_URL}/profile/edit/${profileId}`);
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(NAME);
  await expect(page.getByRole('link', { name: 'View', exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Chosen profile image' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Publishing status' }).selectOption('Live');
  await checkA11y(page);
  await page.getByRole('button', { name: 'Assign competencies' }).click();
  await expect(page).toHaveURL(`${FRAMEWORK_URL}/profile/map/${profileId}`);
  await expect(
    page.getByRole('combobox', { name: 'Expertise level: Manage projects' }).locator('option:checked'),
  ).toHaveText('Level 2');

  // The anonymous visitor now reads it, with its image, and sees its page.
  const live = (await (await visitor.request.get(readUrl)).json()) as Profile;
  expect(live.publishingStatus).toBe('Live');
  expect(live.mapping).toHaveLength(2);
  expect(live.imageUrl).toMatch(/^\/api\/v1\/media\/\d+$/);
  const image = await visitor.request.get(live.imageUrl as string);
  expect(image.headers()['content-type']).toBe('image/png');
  await visitor.goto(`${FRAMEWORK_URL}/profile/view/${profileId}${live.urlAlias}`);
  await expect(visitor.getByRole('heading', { name: NAME })).toBeVisible();
  await expect(visitor.getByText(JOB).first()).toBeVisible();
  await visitor.context().close();
});

test("a signed-in user with no role fills 'Create your profile' and gets a printable page", async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(60_000);
  await signIn(page, USERS.plain.username, USERS.plain.password);
  await page.goto(FRAMEWORK_URL);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create reference profile' })).toHaveCount(0);

  await page.goto(`${FRAMEWORK_URL}/profile/create`);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your profile' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Publishing status' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Name' }).fill('Sam');
  await page.getByRole('textbox', { name: 'Job title' }).fill('Bioinformatician');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'sam.png', mimeType: 'image/png', buffer: PNG });
  await checkA11y(page);
  await page.getByRole('button', { name: 'Download' }).click();

  await expect(page).toHaveURL(`${FRAMEWORK_URL}/profile/map/download`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Add competencies to your profile' }),
  ).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Bioinformatician' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Picture of Sam' })).toBeVisible();
  await page
    .getByRole('combobox', { name: 'Expertise level: Manage projects' })
    .selectOption({ label: 'Level 1' });
  await page.reload();
  await expect(
    page.getByRole('combobox', { name: 'Expertise level: Manage projects' }).locator('option:checked'),
  ).toHaveText('Level 1');
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await checkA11y(page);
});

test('cloning reports what was copied from the previous live version', async ({ page, checkA11y }) => {
  await signInManager(page);
  await page.goto('/framework/iscb/3.0');
  await page.getByRole('button', { name: 'Clone reference profiles from previous version' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reference profiles cloned' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/cloned from version 2\.0/)).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Not matched in this version' })).toBeVisible();
  await checkA11y(page);
});
