/**
 * Learning pathways (docs/features/training.md §6, §3): a content manager creates a pathway of three BioExcel training
 * resources, reorders it by keyboard and publishes it; visitors then find it on the framework page's
 * 'Learning pathways' tab and its page shows the steps in the new order.
 */
import { randomUUID } from 'node:crypto';
import { signIn, USERS } from '../auth';
import { expect, test, waitForAppAfterGoto } from '../fixtures';

const RESOURCES = [
  'HADDOCK CASP-CAPRI T70 ab-initio docking tutorial',
  'WeNMR lecture on information-driven docking with HADDOCK',
  'Demonstration of the WeNMR HADDOCK webportal (easy interface)',
] as const;
/** Unique per attempt: a retry on the same server must not meet the first attempt's pathway. */
const TITLE = `Docking with HADDOCK ${randomUUID().slice(0, 8)}`;

test('a content manager builds, reorders by keyboard and publishes a learning pathway', async ({
  page,
  checkA11y,
  browser,
}) => {
  await signIn(page, USERS.content.username, USERS.content.password);
  await page.goto('/framework/bioexcel/1.0/learning-pathways');
  await expect(page.getByRole('tab', { name: 'Learning pathways', selected: true })).toBeVisible();
  await page.getByRole('link', { name: 'Add new learning pathway' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create learning pathway' })).toBeVisible();

  // Nothing typed: the title is asked for.
  await page.getByRole('button', { name: 'Save learning pathway' }).click();
  await expect(page.getByText('Enter a pathway title')).toBeVisible();

  await page.getByLabel('Title').fill(TITLE);
  await page.getByLabel('Find a training resource').fill('haddock');
  for (const title of RESOURCES)
    await page.getByRole('button', { name: `Add: ${title}`, exact: true }).click();
  const steps = page.getByRole('list', { name: 'Steps' }).getByRole('listitem');
  await expect(steps).toHaveCount(3);
  await page.getByLabel('Note for step 1').fill('Start with the tutorial');
  await checkA11y(page);

  // Keyboard only: focus 'Move up' of the last step and press Enter twice: it becomes the first.
  await page.getByRole('button', { name: `Move up: ${RESOURCES[2]}` }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: `Move up: ${RESOURCES[2]}` }).focus();
  await page.keyboard.press('Enter');
  await expect(steps.first()).toContainText(RESOURCES[2]);
  await page.getByLabel('Published').check();
  await page.getByRole('button', { name: 'Save learning pathway' }).click();

  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await checkA11y(page);
  const pathwayUrl = page.url();

  // A visitor (no session) sees the tab and the steps in the new order.
  const visitor = waitForAppAfterGoto(await browser.newPage());
  await visitor.goto(pathwayUrl.replace(/\/learning-pathways\/.*/, '/framework/bioexcel/1.0'));
  await visitor.getByRole('tab', { name: 'Learning pathways' }).click();
  await visitor.getByRole('link', { name: TITLE }).click();
  const order = visitor.getByRole('link', { name: /HADDOCK/ });
  await expect(order).toHaveText([RESOURCES[2], RESOURCES[0], RESOURCES[1]]);
  await expect(visitor.getByText('Start with the tutorial')).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Edit learning pathway' })).toHaveCount(0);
  await visitor.close();
});
