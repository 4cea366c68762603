/**
 * Typed text is never dropped silently (ADR 0031): the 'Add competencies' and 'Add domains' modals ask before
 * discarding what was typed, on Escape, a click outside, the close button and Cancel; 'Keep editing' keeps the
 * text, 'Discard' closes; an empty modal closes at once. RItrain's draft; nothing is saved.
 */
import { expect, test } from '../fixtures';
import { signInManager } from './curation-api';

const URL = '/framework/ritrain/manage/competencies';
// Two modals and an axe scan on a busy two-core machine.
test.setTimeout(90_000);
const DOMAIN = 'Professional conduct';

test.describe('typed text in the curation modals', () => {
  test.beforeEach(async ({ page }) => {
    await signInManager(page);
    await page.goto(URL);
  });

  test('Add competencies asks before Escape discards the typed competency', async ({ page, checkA11y }) => {
    await page.getByRole('button', { name: `Add competencies to ${DOMAIN}` }).click();
    const modal = page.getByRole('dialog', { name: `Add competencies to ${DOMAIN}` });
    const text = modal.getByRole('textbox', { name: 'Competency 1 text' });
    await text.fill('Uphold research integrity');
    await page.keyboard.press('Escape');

    const question = page.getByRole('dialog', { name: 'Discard what you typed?' });
    await expect(question).toBeVisible();
    await checkA11y(page);
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await expect(question).toHaveCount(0);
    await expect(text).toHaveValue('Uphold research integrity');

    await modal.getByRole('button', { name: 'Cancel' }).click();
    await question.getByRole('button', { name: 'Discard' }).click();
    await expect(modal).toHaveCount(0);
  });

  test('Add domains asks on a click outside and on the close button, and an empty one closes at once', async ({
    page,
  }) => {
    await page.getByRole('button', { name: 'Add domains', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Add domains' });
    await modal.getByRole('textbox', { name: 'Domains' }).fill('Strategy');
    await page.mouse.click(5, 5);
    const question = page.getByRole('dialog', { name: 'Discard what you typed?' });
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await expect(modal.getByRole('textbox', { name: 'Domains' })).toHaveValue('Strategy');

    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Discard' }).click();
    await expect(modal).toHaveCount(0);

    await page.getByRole('button', { name: 'Add domains', exact: true }).click();
    await expect(modal.getByRole('textbox', { name: 'Domains' })).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
    await expect(question).toHaveCount(0);
  });
});
