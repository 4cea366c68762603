/**
 * 'Create profiles from a survey' (docs/features/surveys.md) on iscb-3.0e1 e1: a framework manager uploads a
 * small survey of the core-facility survey's shape, chooses the competency of the columns worded unlike the
 * framework ('New: Project management' → O1 Manage projects), sees each group's answers with the median and
 * the mode (a tie gives the lowest), names the profiles and creates them as Drafts; the profile page shows
 * 'Derived from 5 survey responses (mode)'. The choices are remembered for the next file of the same shape.
 * The screen fits a phone's width.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { expectNothingClipped, PHONE } from '../phone-width';
import { signInManager } from './curation-api';

const FRAMEWORK_URL = '/framework/iscb-3.0e1/e1';
const A3 = 'A3: Work at depth in at least one technical area aligned with the life sciences';
const B3 = 'B3: Prepare life science data for computational analysis';
const I = 'Profile: Core facility scientist I';
const M = 'Managerial role';
const UNMATCHED_I = `${I} [New: Project management]`;
const UNMATCHED_M = `${M} [New: Project management]`;

/** Five respondents. Group I: A3 median and mode Level 2; B3 median Level 2, mode tied 1 and 3 → Level 1. */
const SURVEY = [
  [
    'Is this a leadership/managerial role?',
    `${I} [${A3}]`,
    `${I} [${B3}]`,
    UNMATCHED_I,
    `${M} [${A3}]`,
    UNMATCHED_M,
  ],
  ['Yes', 'Level 1', 'Level 1', 'Not Applicable', 'Level 3 (most advanced)', 'Level 3 (most advanced)'],
  ['No', 'Level 2', 'Level 1', 'Not Applicable', 'Level 3 (most advanced)', 'Level 2'],
  ['Yes', 'Level 2', 'Level 3 (most advanced)', 'Level 1', 'Level 2', 'Level 3 (most advanced)'],
  ['No', 'Level 3 (most advanced)', 'Level 3 (most advanced)', 'Level 2', 'Level 1', 'Maybe'],
  ['Yes', 'Not Applicable', 'Level 2', '', 'Level 3 (most advanced)', 'Level 3 (most advanced)'],
]
  .map((row) => row.map((cell) => `"${cell}"`).join(','))
  .join('\r\n');

async function readSurvey(page: Page) {
  await page.locator('input[type="file"]').setInputFiles({
    name: 'Survey - Form responses 1.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${SURVEY}`),
  });
  await page.getByRole('button', { name: 'Read the survey' }).click();
}

test.describe.configure({ mode: 'serial' });

test('a manager creates Draft reference profiles from a survey, and the profile shows its derivation', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(150_000); // A journey with four axe scans on a shared, busy machine.
  await signInManager(page);
  await page.goto(FRAMEWORK_URL);
  await page.getByRole('link', { name: 'Create profiles from a survey' }).click();
  await expect(page).toHaveURL(`${FRAMEWORK_URL}/profile/create/survey`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Create reference profiles from a survey' }),
  ).toBeVisible();

  await readSurvey(page);
  await expect(
    page.getByText('5 respondents; 3 columns matched to competencies, 2 not matched.'),
  ).toBeVisible();
  for (const header of [UNMATCHED_I, UNMATCHED_M]) {
    await page.getByRole('combobox', { name: header }).click();
    await page.getByRole('combobox', { name: header }).fill('Manage projects');
    await page.getByRole('option', { name: 'O1 Manage projects' }).click();
  }
  await expect(
    page.getByText('5 respondents; 5 columns matched to competencies, 0 not matched.'),
  ).toBeVisible();
  await expect(page.getByText(`'Maybe' in '${UNMATCHED_M}': 1 time`)).toBeVisible();

  const first = page.getByRole('region', { name: I });
  const b3 = first.getByRole('row').filter({ hasText: 'B3 Prepare life science data' });
  await expect(b3).toContainText(
    'Not applicable 0, Level 1 2, Level 2 1, Level 3 (most advanced) 2 (5 answered)',
  );
  await expect(b3.getByRole('cell').nth(2)).toHaveText('Level 2');
  await expect(b3.getByRole('cell').nth(3)).toHaveText('Level 1');
  await checkA11y(page);

  await page.getByRole('radio', { name: 'Mode' }).check();
  await first.getByRole('textbox', { name: 'Profile name' }).fill('Survey scientist I');
  await page.getByRole('button', { name: 'Create 2 draft profiles' }).click();
  const created = page.getByRole('status').getByRole('link', { name: 'Survey scientist I' });
  await expect(created).toBeVisible();
  await expect(page.getByRole('status').getByRole('link', { name: 'Managerial role' })).toBeVisible();
  await checkA11y(page);

  await created.click();
  await expect(page.getByRole('heading', { name: 'Derived from 5 survey responses (mode)' })).toBeVisible();
  await page.getByText('Answers per competency').click();
  await expect(page.getByRole('row').filter({ hasText: 'B3 Prepare life science data' })).toContainText(
    'Not applicable 0, Level 1 2, Level 2 1, Level 3 (most advanced) 2',
  );
  await checkA11y(page);

  // The same file again: the choices made for its two columns are remembered in this browser.
  await page.goto(`${FRAMEWORK_URL}/profile/create/survey`);
  await readSurvey(page);
  await expect(
    page.getByText('5 respondents; 5 columns matched to competencies, 0 not matched.'),
  ).toBeVisible();
});

test("the survey screen fits a phone's width", async ({ page, checkA11y }) => {
  await page.setViewportSize(PHONE);
  await signInManager(page);
  await page.goto(`${FRAMEWORK_URL}/profile/create/survey`);
  await readSurvey(page);
  await expect(
    page.getByText('5 respondents; 3 columns matched to competencies, 2 not matched.'),
  ).toBeVisible();
  await expectNothingClipped(page);
  await checkA11y(page);
});
