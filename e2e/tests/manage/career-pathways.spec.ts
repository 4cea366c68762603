/**
 * Career pathways (docs/features/profiles.md §7, §3; docs/features/profiles.md §4, §2): a framework manager creates a
 * pathway of two shipped Live core-facility profiles of iscb-3.0e1 e1 and edits it; the view shows them
 * in order; an anonymous visitor finds the 'Career pathways' tab and the view, without the edit link.
 */
import { signIn, USERS } from '../auth';
import { expect, test, waitForAppAfterGoto } from '../fixtures';

const FW = 'iscb-3.0e1';
const V = 'e1';
const TITLE = 'Core facility career';

test.describe.configure({ mode: 'serial' });

test.describe('career pathways', () => {
  test('a manager creates a pathway of two Live profiles and the view shows them in order', async ({
    page,
    checkA11y,
  }) => {
    await signIn(page, USERS.manager.username, USERS.manager.password);
    await page.goto(`/framework/${FW}/${V}/career-pathways`);
    await expect(page.getByRole('tab', { name: 'Career pathways', selected: true })).toBeVisible();
    await page.getByRole('link', { name: 'Create career pathway' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Create career pathway' })).toBeVisible();
    await expect(page.getByText('No associated profiles.')).toBeVisible();
    // Nothing filled in: the original hub's required fields are named, nothing is saved.
    await page.getByRole('button', { name: 'Save pathway' }).click();
    await expect(page.getByText('Enter a pathway title')).toBeVisible();
    await expect(page.getByText('Enter a pathway description')).toBeVisible();
    await expect(page.getByText('Add at least one profile to the career pathway')).toBeVisible();

    await page.getByPlaceholder('Enter pathway title').fill(TITLE);
    await page.getByPlaceholder('Enter pathway description').fill('From a first core facility post upwards.');
    const profile = page.getByRole('combobox', { name: 'Profile' });
    await expect(profile.locator('option:checked')).toHaveText('Select a profile');
    // Only the version's Live profiles are offered.
    await expect(profile.locator('option')).toHaveText([
      'Select a profile',
      'Core facility scientist I',
      'Core facility scientist II',
      'Core facility scientist III',
      'Managerial role',
    ]);
    await profile.selectOption({ label: 'Core facility scientist I' });
    await page.getByRole('button', { name: 'Add to career pathway' }).click();
    await profile.selectOption({ label: 'Core facility scientist II' });
    await page.getByRole('button', { name: 'Add to career pathway' }).click();
    // A profile already in the pathway is no longer offered (a profile can be added once).
    await expect(profile.locator('option', { hasText: /^Core facility scientist I$/ })).toHaveCount(0);
    const steps = page
      .getByRole('list', { name: 'Profiles in this pathway, in order' })
      .getByRole('listitem');
    await expect(steps).toHaveText([
      /^Step 1: Core facility scientist I(?!I)/,
      /^Step 2: Core facility scientist II(?!I)/,
    ]);
    await checkA11y(page);

    await page.getByRole('button', { name: 'Save pathway' }).click();
    await expect(page).toHaveURL(new RegExp(`/framework/${FW}/${V}/career-pathway/\\d+/view$`));
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    const timeline = page.getByTestId('pathway-step');
    await expect(timeline).toHaveCount(2);
    await expect(timeline.nth(0)).toContainText('Core facility scientist I');
    await expect(timeline.nth(0)).toContainText('Entry level');
    await expect(timeline.nth(1)).toContainText('Core facility scientist II');
    await expect(timeline.nth(1)).toContainText('Mid level');
    await expect(page.getByRole('link', { name: 'Core facility scientist I', exact: true })).toHaveAttribute(
      'href',
      new RegExp(`^/framework/${FW}/${V}/profile/view/\\d+/core-facility-scientist-i$`),
    );
    await expect(page.getByRole('link', { name: 'Edit career pathway' })).toBeVisible();
    await checkA11y(page);
  });

  test('the manager edits the pathway: adds a third profile and removes one with x', async ({
    page,
    checkA11y,
  }) => {
    await signIn(page, USERS.manager.username, USERS.manager.password);
    await page.goto(`/framework/${FW}/${V}/career-pathways`);
    await page.getByRole('link', { name: TITLE }).click();
    await page.getByRole('link', { name: 'Edit career pathway' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit career pathway' })).toBeVisible();
    await expect(page.getByPlaceholder('Enter pathway title')).toHaveValue(TITLE);

    await page.getByRole('combobox', { name: 'Profile' }).selectOption({ label: 'Managerial role' });
    await page.getByRole('button', { name: 'Add to career pathway' }).click();
    await page
      .getByRole('button', { name: 'Remove Core facility scientist II from the career pathway' })
      .click();
    await checkA11y(page);
    await page.getByRole('button', { name: 'Update pathway' }).click();

    await expect(page).toHaveURL(/\/career-pathway\/\d+\/view$/);
    const timeline = page.getByTestId('pathway-step');
    await expect(timeline).toHaveCount(2);
    await expect(timeline.nth(0)).toContainText('Core facility scientist I');
    await expect(timeline.nth(1)).toContainText('Managerial role');
  });

  test('an anonymous visitor sees the tab and the pathway, without the edit link', async ({
    browser,
    checkA11y,
  }) => {
    const context = await browser.newContext();
    const page = waitForAppAfterGoto(await context.newPage());
    try {
      await page.goto(`/framework/${FW}/${V}`);
      await page.getByRole('tab', { name: 'Career pathways' }).click();
      await expect(page).toHaveURL(new RegExp(`/framework/${FW}/${V}/career-pathways$`));
      await expect(page.getByRole('link', { name: 'Create career pathway' })).toHaveCount(0);
      await checkA11y(page);

      await page.getByRole('link', { name: TITLE }).click();
      await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
      const timeline = page.getByTestId('pathway-step');
      await expect(timeline).toHaveCount(2);
      await expect(timeline.nth(0)).toContainText('Core facility scientist I');
      await expect(timeline.nth(1)).toContainText('Managerial role');
      await expect(page.getByRole('link', { name: 'Edit career pathway' })).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: /breadcrumb/i })).toContainText('Career pathway');
      await checkA11y(page);

      // The manager screens are not for visitors: the route guard sends them home.
      await page.goto(`/framework/${FW}/${V}/career-pathway/create`);
      await expect(page).toHaveURL(/\/$/);
    } finally {
      await context.close();
    }
  });

  test('the manager deletes the pathway; the tab is then hidden from visitors', async ({
    page,
    browser,
    checkA11y,
  }) => {
    await signIn(page, USERS.manager.username, USERS.manager.password);
    await page.goto(`/framework/${FW}/${V}/career-pathways`);
    await page.getByRole('link', { name: TITLE }).click();
    await page.getByRole('link', { name: 'Edit career pathway' }).click();
    await page.getByRole('button', { name: 'Delete career pathway' }).click();
    const dialog = page.getByRole('dialog', { name: `Delete career pathway ${TITLE}?` });
    await checkA11y(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(new RegExp(`/framework/${FW}/${V}/career-pathways$`));
    await expect(
      page.getByText('No career pathways have been published for this version yet.'),
    ).toBeVisible();

    const context = await browser.newContext();
    const visitor = waitForAppAfterGoto(await context.newPage());
    try {
      await visitor.goto(`/framework/${FW}/${V}`);
      await expect(visitor.getByRole('tab', { name: 'Competencies' })).toBeVisible();
      await expect(visitor.getByRole('tab', { name: 'Career pathways' })).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
});
