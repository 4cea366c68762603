/**
 * Typed work survives (docs/features/curation.md §17): a session that ends while a manager types release notes does not
 * send the screen home when the tab regains focus; saving opens the sign-in dialog in place and, once
 * signed in, saves the typed notes.
 */
import { signIn, USERS } from '../auth';
import { expect, test } from '../fixtures';
import { manageSend, manageView, openManageTab, snackbar } from './curation-api';

const FW = 'nhs';
const SCREEN = `/framework/${FW}/manage/data`;

test.describe.configure({ mode: 'serial' });
// Sign-in with the real password cost and axe scans on a shared machine.
test.setTimeout(90_000);

test.describe('an expired session keeps the typed work', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, USERS.curatorA.username, USERS.curatorA.password);
    const view = await manageView(page, FW);
    if (!view.editable) await manageSend(page, 'POST', FW, '/draft');
  });

  test('the session ends while typing release notes: no redirect, sign in in place, the notes are saved', async ({
    page,
    checkA11y,
  }) => {
    await page.clock.install();
    await page.goto(SCREEN);
    await openManageTab(page, 'Release');
    const notes = page.getByRole('textbox', { name: 'Release notes' });
    const text = 'Adds the NHS digital competencies, typed before the session ended.';
    await notes.fill(text);

    // The session ends (its cookie is gone), then the tab regains focus: the session is asked again.
    await page.context().clearCookies();
    // Long enough later for the session query to be stale, so regaining focus asks the server again.
    await page.clock.fastForward('05:00');
    const asked = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/v1/session' && r.request().method() === 'GET',
    );
    await page.evaluate(() => {
      window.dispatchEvent(new Event('visibilitychange'));
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await (await asked).json()).toMatchObject({ user: null });
    await expect(page.getByText(`Signed in as`)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${SCREEN}$`));
    await expect(notes).toHaveValue(text);

    await page.getByRole('button', { name: 'Save release notes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your session has ended' });
    await expect(dialog).toBeVisible();
    await checkA11y(page);
    await dialog.getByRole('textbox', { name: 'Username' }).fill(USERS.curatorA.username);
    await dialog.locator('input[type="password"]').fill(USERS.curatorA.password);
    await dialog.getByRole('button', { name: 'Sign in and save' }).click();

    await expect(dialog).toHaveCount(0);
    await expect(snackbar(page, 'Record updated')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${SCREEN}$`));
    expect((await manageView(page, FW)).version).toMatchObject({ releaseNotes: text });
  });
});
