/**
 * 'Create a framework' on the manage-frameworks screen (docs/features/curation.md §5): a framework manager names a new
 * framework; a malformed machine name is explained under its field; the new framework's manage screen
 * opens with an empty draft, and it is listed among the manager's frameworks.
 */
import { randomUUID } from 'node:crypto';
import { signIn, USERS } from '../auth';
import { expect, test } from '../fixtures';

/** Unique per attempt: a retry on the same server must not meet the first attempt's framework. */
const RUN = randomUUID().slice(0, 8);

test('a framework manager creates a framework from the manage screen', async ({ page, checkA11y }) => {
  await signIn(page, USERS.caseManager.username, USERS.caseManager.password);
  await page.goto('/manage-frameworks');
  const form = page.getByRole('region', { name: 'Create a framework' });
  await expect(form).toBeVisible();
  await checkA11y(page);

  await form.getByLabel('Machine name').fill('Not A Name!');
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(`Data stewardship ${RUN}`);
  await form.getByRole('button', { name: 'Create framework' }).click();
  await expect(
    form.getByText('Lower-case letters, digits, dots, dashes; at most 56 characters'),
  ).toBeVisible();
  await checkA11y(page);

  await form.getByLabel('Machine name').fill(`stewardship-${RUN}`);
  await form
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('Competencies of research data stewards.');
  await form.getByLabel('Category on the home page').selectOption('Research infrastructure professionals');
  await form.getByRole('button', { name: 'Create framework' }).click();

  await expect(page).toHaveURL(new RegExp(`/framework/stewardship-${RUN}/manage/competencies$`));
  await expect(page.getByRole('heading', { level: 1, name: `Data stewardship ${RUN}` })).toBeVisible();
  await expect(page.getByText('No data found. You may start by adding domains.')).toBeVisible();

  await page.goto('/manage-frameworks');
  await expect(
    page.getByTestId('managed-frameworks').getByRole('link', { name: `Data stewardship ${RUN}` }),
  ).toBeVisible();
});
