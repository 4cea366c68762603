/**
 * 'Training needs of a group' (docs/features/cohort.md): a training coordinator drops a self-assessment
 * survey export, picks a reference profile and gets the competencies ranked by the share below the
 * expected level, groups side by side, training for the top needs, a CSV without individual answers and a
 * print view; guest profile files work the same way. No request carries an answer. Desktop and phone
 * (390 px), each with an axe scan.
 */

import { expect, test } from '../fixtures';
import { expectNothingClipped, PHONE } from '../phone-width';
import { downloadedBuffer, EXTENSION } from '../profiles/guest-support';
import {
  ANSWERS,
  buildSurvey,
  COHORT_URL,
  chooseFiles,
  guestProfileFile,
  PRIVATE_VALUES,
  ROLE,
  recordRequests,
} from './cohort-support';

test('a survey export gives the ranked needs, groups side by side, training and a CSV, and stays in the browser', async ({
  page,
  request,
  checkA11y,
}) => {
  test.slow(); // axe scans, lazily loaded charts and the TeSS stand-in on a shared machine
  const survey = await buildSurvey(request);
  const sent = recordRequests(page);
  await page.goto(`/framework/${EXTENSION.machineName}/${EXTENSION.version}`);
  await page.getByTestId('journey-line').getByRole('link', { name: 'training needs of a group' }).click();
  await expect(page).toHaveURL(COHORT_URL);
  await expect(page.getByRole('heading', { name: 'Training needs of a group', level: 1 })).toBeVisible();
  await expect(page.getByTestId('privacy-note')).toContainText('never uploaded');

  await page.getByLabel('Reference profile to compare with').selectOption({ label: ROLE });
  await chooseFiles(page, [{ name: 'survey.csv', mimeType: 'text/csv', buffer: Buffer.from(survey.csv) }]);
  await expect(page.getByTestId('cohort-notes')).toContainText(
    `survey.csv: 6 people, ${survey.competencyCount} of ${survey.competencyCount + 4} columns matched to competencies.`,
  );
  await expect(page.getByTestId('cohort-summary')).toHaveText(
    `6 people against ${ROLE}: 2 of the ${survey.expectedCount} competencies the role expects have people below the expected level.`,
  );
  const rows = page.getByTestId('needs-table').locator('tbody tr');
  await expect(rows).toHaveCount(survey.expectedCount);
  await expect(rows.nth(0)).toContainText(survey.allBelow);
  await expect(rows.nth(0)).toContainText('6 of 6 (100%)');
  await expect(rows.nth(1)).toContainText(survey.halfBelow);
  await expect(rows.nth(1)).toContainText('3 of 6 (50%)');
  await expect(page.getByTestId('needs-chart').locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(page.getByTestId('levels-chart').locator('svg').first()).toBeVisible();
  // The levels table: everyone at Level 1 in the first need, the expected level marked.
  const levels = page.getByTestId('levels-table').locator('tbody tr').first();
  await expect(levels).toContainText(survey.allBelow);
  await expect(levels).toContainText('(expected level)');
  // Training for the top needs: both competencies with people below, each with its training block.
  const needs = page.getByTestId('need-item');
  await expect(needs).toHaveCount(2);
  await expect(needs.first()).toContainText(survey.allBelow);
  await expect(needs.first()).toContainText(/Suggested training|TeSS/);
  await checkA11y(page);

  // Groups side by side: split by career stage.
  await page.getByLabel('Compare groups by').selectOption('Career stage');
  const half = page.getByTestId('needs-table').locator('tbody tr', { hasText: survey.halfBelow });
  await expect(half).toContainText('3 of 3 (100%)');
  await expect(half).toContainText('0 of 3 (0%)');
  await expect(page.getByRole('columnheader', { name: 'Below expected: Stage Quokka' })).toBeVisible();

  // The CSV: one row per competency, the figures and no individual answer.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the analysis (CSV)' }).click();
  const csv = (await downloadedBuffer(await download)).toString('utf8');
  const lines = csv.trim().split(/\r\n/);
  expect(lines[0]).toBe(
    'code,title,expected level,respondents,median,below expected,share below expected,Stage Quokka: respondents,Stage Quokka: median,Stage Quokka: below expected,Stage Wombat: respondents,Stage Wombat: median,Stage Wombat: below expected',
  );
  expect(lines).toHaveLength(1 + survey.competencyCount);
  expect(lines[1]).toContain(survey.allBelow);
  expect(lines[1]).toMatch(/,6,1,6,100%,3,1,3,3,1,3$/);
  for (const value of ['Zebulon', 'Philippa', 'private remark']) expect(csv).not.toContain(value);

  // The print view: the results without the file and profile choice.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Choose files' })).toBeHidden();
  await expect(page.getByTestId('needs-table')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // On a phone: nothing wider than the screen but the tables' own scrolling regions.
  await page.setViewportSize(PHONE);
  await expect(page.getByTestId('needs-table')).toBeAttached();
  await expectNothingClipped(page);
  await checkA11y(page);

  // No request carried an answer, a name, a comment or a career stage.
  for (const line of sent) {
    for (const value of [...PRIVATE_VALUES, ...ANSWERS]) expect(line).not.toContain(value);
  }
});

test('guest profile files are read as a group; a file of another version is skipped', async ({
  page,
  request,
  checkA11y,
}) => {
  test.slow();
  const files = await Promise.all([
    guestProfileFile(request, 'Grace Cohort', () => 3),
    guestProfileFile(request, 'Alan Cohort', (i) => (i === 0 ? 0 : 3)),
    guestProfileFile(request, 'Other Version', () => 1, 'e0'),
  ]);
  await page.goto(COHORT_URL);
  await chooseFiles(page, files);
  await expect(page.getByTestId('cohort-notes')).toContainText(
    'other-version.json was skipped: it is a profile of iscb-3.0e1 e0, not of this version.',
  );
  await expect(page.getByText('Choose a reference profile to see the training needs.')).toBeVisible();
  await page.getByLabel('Reference profile to compare with').selectOption({ label: ROLE });
  await expect(page.getByTestId('cohort-summary')).toContainText(`2 people against ${ROLE}: 1 of the`);
  const first = page.getByTestId('needs-table').locator('tbody tr').first();
  await expect(first).toContainText('1 of 2 (50%)');
  await checkA11y(page);
});
