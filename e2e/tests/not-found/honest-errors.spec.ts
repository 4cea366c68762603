/**
 * Honest failures (ADR 0030): a malformed id in a URL gets the not-found page, never a validator's
 * message; a competency's training tab that fails to load shows its error with 'Try again' (and recovers);
 * a link to a competency's training where the framework has none says so; a rejected picture can be
 * removed so that the profile can be saved.
 */
import { expect, test } from '../fixtures';
import { EXTENSION } from '../profiles/guest-support';

test('a malformed competency id gets the not-found page', async ({ page, checkA11y }) => {
  await page.goto('/framework/bioexcel/1.0/competency/details/not-a-number');
  await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
  await expect(page.getByText(/Invalid request/)).toHaveCount(0);
  await checkA11y(page);
});

test("a failing training tab shows its error with 'Try again', and an empty one says so", async ({
  page,
  request,
  checkA11y,
}) => {
  const content = (await (await request.get('/api/v1/frameworks/bioexcel/versions/1.0')).json()) as {
    domains: { competencies: { id: number }[] }[];
  };
  const id = content.domains[0]?.competencies[0]?.id;
  let fail = true;
  await page.route('**/api/v1/frameworks/bioexcel/**training-resources**', (route) =>
    fail
      ? route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Down' } } })
      : route.fallback(),
  );
  await page.goto(`/framework/bioexcel/1.0/competency/details/${id}#vf-tabs__section--2`);
  const retry = page.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeVisible();
  await checkA11y(page);
  fail = false;
  await retry.click();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Training resources' })).toBeVisible();

  // The core-facility extension has no training: a link to its training tab says so.
  const ext = (await (await request.get('/api/v1/frameworks/iscb-3.0e1/versions/e1')).json()) as {
    domains: { competencies: { id: number }[] }[];
  };
  await page.goto(
    `/framework/iscb-3.0e1/e1/competency/details/${ext.domains[0]?.competencies[0]?.id}#vf-tabs__section--2`,
  );
  await expect(page.getByText('No training resources found.')).toBeVisible();
});

test('a rejected picture can be removed before saving', async ({ page }) => {
  await page.goto(EXTENSION.create);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Ada');
  await page.getByRole('textbox', { name: 'Job title', exact: true }).fill('Analyst');
  await page.getByLabel('Image', { exact: true }).setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not an image'),
  });
  await expect(page.getByText('Only JPG or PNG images are allowed')).toBeVisible();
  await page.getByRole('button', { name: 'Remove the rejected file' }).click();
  await expect(page.getByText('Only JPG or PNG images are allowed')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save and map competencies' }).click();
  await expect(page).toHaveURL(EXTENSION.map);
});
