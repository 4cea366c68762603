/**
 * Mapping suggestions (ADR 0048): a content manager imports a TeSS material, is invited to map it, and maps
 * it to BioExcel by accepting one suggestion and rejecting another; only the accepted one is mapped, and
 * only after Save.
 */
import { signIn, USERS } from '../auth';
import { expect, test } from '../fixtures';

const MATERIAL = 'WORKSHOP: Translating workflows into Nextflow with Janis';

test('a content manager maps a TeSS item by accepting suggestions', async ({ page, checkA11y }) => {
  test.slow();
  await signIn(page, USERS.content.username, USERS.content.password);
  await page.goto('/training-resource/create');
  await page.getByLabel('Content provider').selectOption('Australian BioCommons');
  await page.getByLabel('Kind').selectOption('material');
  await page.getByLabel('Material', { exact: true }).selectOption({ label: MATERIAL });
  await page.getByRole('button', { name: 'Fill the form' }).click();
  await expect(page.getByLabel('Title')).toHaveValue(MATERIAL);
  await page.getByRole('button', { name: 'Save' }).click();

  // Right after the import: the invitation to map it with suggestions.
  await expect(page.getByRole('heading', { level: 1, name: MATERIAL })).toBeVisible();
  await expect(page.getByText('Map the imported resource')).toBeVisible();
  await checkA11y(page);
  await page.getByRole('link', { name: 'Map to BioExcel with suggestions' }).click();

  // The suggestions, each with its reasons.
  const form = page.getByRole('form', { name: 'Competency mapping' });
  const suggestions = form.getByRole('region', { name: 'Suggested mappings' });
  const competencySuggestions = suggestions.getByRole('article', { name: /^\d+\.\d+ / });
  await expect(competencySuggestions.nth(1)).toBeVisible();
  await expect(suggestions.getByText(/^Words that matched: .*“workflows”/).first()).toBeVisible();
  // Nothing is ticked by a suggestion alone (a rerun on a kept server finds the item mapped already).
  const selected = form.getByText(/^\d+ competenc(y|ies) and \d+ attributes? selected$/);
  const ticked = Number((await selected.textContent())?.match(/^\d+/)?.[0]);

  const accepted = (await competencySuggestions.nth(0).getAttribute('aria-label')) as string;
  const rejected = (await competencySuggestions.nth(1).getAttribute('aria-label')) as string;
  await suggestions.getByRole('button', { name: `Accept: ${accepted}` }).click();
  await suggestions.getByRole('button', { name: `Reject: ${rejected}` }).click();
  await expect(suggestions.getByRole('article', { name: accepted }).getByText('Accepted')).toBeVisible();
  await expect(suggestions.getByRole('article', { name: rejected }).getByText('Rejected')).toBeVisible();
  await expect(form.getByRole('checkbox', { name: accepted, exact: true })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: rejected, exact: true })).not.toBeChecked();
  await expect(selected).toHaveText(new RegExp(`^${ticked + 1} competenc`));
  // One scan of the mapping page: suggestions undecided, accepted and rejected are all on it.
  await checkA11y(page);

  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: MATERIAL })).toBeVisible();
  const competencies = page.getByRole('region', { name: 'Competencies' });
  const title = (s: string) => s.replace(/^\d+\.\d+ /, '');
  await expect(competencies.getByText(title(accepted), { exact: false }).first()).toBeVisible();
  await expect(competencies.getByText(title(rejected), { exact: false })).toHaveCount(0);
});
