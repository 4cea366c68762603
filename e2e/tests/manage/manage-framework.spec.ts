/**
 * Manage framework screen on a draft (docs/features/curation.md §4, §8, §10, §11, §14): RItrain, a draft with
 * three domains and no competencies. Domains, competencies, inline edits, archive toggles, positions,
 * 'Change order' by keyboard, competency details with the mapping, scrolling to a domain, access rules.
 */
import { signIn, USERS } from '../auth';
import { expect, test } from '../fixtures';
import { expectNothingClipped, PHONE, WIDE_TABLE_HINT } from '../phone-width';
import { dragAnnounced, manageView, openManageTab, signInManager, snackbar } from './curation-api';

const FW = 'ritrain';
const URL = `/framework/${FW}/manage/competencies`;
const DOMAINS = [
  'Leading the organisation',
  'Engagement within and beyond the organisation',
  'Professional conduct',
];

test.describe.configure({ mode: 'serial' });

test.describe('manage framework (draft)', () => {
  test.beforeEach(async ({ page }) => {
    await signInManager(page);
  });

  test('shows the draft with its tags, release controls and domains', async ({ page, checkA11y }) => {
    await page.goto(`/framework/${FW}/manage/data`);
    await expect(page.getByRole('heading', { level: 1, name: 'RItrain' })).toBeVisible();
    await expect(page.getByText('in-progress', { exact: true })).toBeVisible();
    for (const title of DOMAINS) {
      await expect(page.getByRole('heading', { level: 3, name: title, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Attribute types and expertise levels' })).toHaveAttribute(
      'href',
      `/framework/${FW}/manage/types-and-levels`,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await checkA11y(page);
    // The release controls and the version list are behind their tabs (ADR 0019).
    await openManageTab(page, 'Release');
    await expect(page.getByLabel(/current live version: \(no live version\)/)).toHaveAttribute(
      'placeholder',
      '1.0.0',
    );
    await expect(page.getByRole('button', { name: 'Create draft' })).toHaveCount(0);
    await openManageTab(page, 'History');
    await expect(page.getByText('No previous versions')).toBeVisible();
  });

  test('adds domains, one per line', async ({ page, checkA11y }) => {
    await page.goto(URL);
    await page.getByRole('button', { name: 'Add domains', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add domains' });
    await dialog.getByRole('button', { name: 'Add domains' }).click();
    await expect(dialog.getByText('Enter at least one line')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Domains' }).fill('Strategy\n\n  Finance  \n');
    await checkA11y(page);
    await dialog.getByRole('button', { name: 'Add domains' }).click();
    await expect(snackbar(page, 'Domains created')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 3, name: 'Strategy', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Finance', exact: true })).toBeVisible();
  });

  test('edits a domain title inline: Escape and Undo revert, Accept saves', async ({ page }) => {
    await page.goto(URL);
    await page.getByRole('button', { name: 'Edit domain title: Finance' }).click();
    const input = page.getByRole('textbox', { name: 'New domain title' });
    await input.fill('Money');
    await input.press('Escape');
    await expect(input).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 3, name: 'Finance', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Edit domain title: Finance' }).click();
    await input.fill('   ');
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByText('Enter a title')).toBeVisible();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByRole('heading', { level: 3, name: 'Finance', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Edit domain title: Finance' }).click();
    await input.fill('Finance and funding');
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(snackbar(page, 'Domain updated')).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 3, name: 'Finance and funding', exact: true }),
    ).toBeVisible();
  });

  test('creates a competency with the form, which then resets', async ({ page }) => {
    await page.goto(URL);
    await openManageTab(page, 'Add and import');
    const description = page.getByRole('textbox', { name: 'Competency description' });
    const domain = page.getByRole('combobox', { name: 'Domain' });
    await expect(domain).toHaveValue(String((await manageView(page, FW)).domains[0]?.id));
    await page.getByRole('button', { name: 'Create competency' }).click();
    await expect(page.getByText('Enter a description of the competency')).toBeVisible();

    await description.fill('Set the strategic direction');
    await domain.selectOption({ label: 'Strategy' });
    await page.getByRole('button', { name: 'Create competency' }).click();
    await expect(snackbar(page, 'Competencies added successfully')).toBeVisible();
    await expect(description).toHaveValue('');
    await openManageTab(page, 'Domains and competencies');
    const strategy = page.getByRole('region', { name: 'Strategy', exact: true });
    await expect(strategy.getByText('Set the strategic direction', { exact: true })).toBeVisible();
  });

  test("'Add competencies' takes rows with a mapping; the first row cannot be removed", async ({
    page,
    checkA11y,
  }) => {
    await page.goto(URL);
    await page.getByRole('button', { name: `Add competencies to ${DOMAINS[0]}` }).click();
    const dialog = page.getByRole('dialog', { name: `Add competencies to ${DOMAINS[0]}` });
    await expect(dialog.getByRole('button', { name: 'Remove competency 1' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Add another competency' }).click();
    await dialog.getByRole('button', { name: 'Add another competency' }).click();
    await dialog.getByRole('button', { name: 'Remove competency 3' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Competency 3 text' })).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Save competencies' }).click();
    await expect(dialog.getByText('Enter the competency')).toHaveCount(2);

    await dialog.getByRole('textbox', { name: 'Competency 1 text' }).fill('Lead teams');
    const mapping = dialog.getByRole('textbox', { name: 'Competency 1 maps to' });
    await mapping.click();
    await page.keyboard.type('ESFRI leadership profile');
    await dialog.getByRole('textbox', { name: 'Competency 2 text' }).fill('Manage change');
    await checkA11y(page);
    await dialog.getByRole('button', { name: 'Save competencies' }).click();
    await expect(snackbar(page, 'Competencies added successfully')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    const section = page.getByRole('region', { name: DOMAINS[0], exact: true });
    await expect(section.getByText('Lead teams', { exact: true })).toBeVisible();
    await expect(section.getByText('Manage change', { exact: true })).toBeVisible();

    // Competency details: the mapping, and no attribute types in this framework yet.
    await section.getByRole('button', { name: 'Details of Lead teams' }).click();
    await expect(section.getByText('This competency maps to:')).toBeVisible();
    await expect(section.getByText('ESFRI leadership profile')).toBeVisible();
    await expect(section.getByText('This framework has no attribute types yet.')).toBeVisible();
    await checkA11y(page);
  });

  test('edits a mapping in its modal', async ({ page }) => {
    await page.goto(URL);
    const section = page.getByRole('region', { name: DOMAINS[0], exact: true });
    await section.getByRole('button', { name: 'Details of Manage change' }).click();
    await expect(section.getByText('No mapping recorded.')).toBeVisible();
    await section.getByRole('button', { name: 'Edit mapping of Manage change' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mapping of Manage change' });
    await dialog.getByRole('textbox', { name: 'This competency maps to:' }).click();
    await page.keyboard.type('Change management framework');
    await dialog.getByRole('button', { name: 'Save mapping' }).click();
    await expect(snackbar(page, 'Competency updated')).toBeVisible();
    await expect(section.getByText('Change management framework')).toBeVisible();
  });

  test('archives and restores a competency; changes its position', async ({ page }) => {
    await page.goto(URL);
    const section = page.getByRole('region', { name: DOMAINS[0], exact: true });
    const toggle = section.getByRole('switch', { name: 'Archived: Manage change' });
    await toggle.click();
    await expect(snackbar(page, 'Competency status updated')).toBeVisible();
    await expect(toggle).toBeChecked();
    // Archived: struck through, no editing, no links; only the restore toggle.
    await expect(section.getByText('Manage change', { exact: true })).toHaveCSS(
      'text-decoration-line',
      'line-through',
    );
    await expect(section.getByRole('button', { name: 'Edit competency title: Manage change' })).toHaveCount(
      0,
    );
    await expect(section.getByRole('link', { name: 'Settings of Manage change' })).toHaveCount(0);
    await toggle.click();
    await expect(toggle).not.toBeChecked();
    await expect(section.getByRole('button', { name: 'Edit competency title: Manage change' })).toBeVisible();

    const position = section.getByRole('textbox', { name: 'Position of Lead teams' });
    await position.fill('7');
    await position.press('Enter');
    await expect(snackbar(page, 'Competency updated')).toBeVisible();
    await expect(section.getByRole('row').nth(1)).toContainText('Manage change');
    await expect(section.getByRole('row').nth(2)).toContainText('Lead teams');
  });

  test("'Change order' works with the keyboard and is saved", async ({ page, checkA11y }) => {
    await page.goto(URL);
    const section = page.getByRole('region', { name: DOMAINS[0], exact: true });
    await section.getByRole('button', { name: `Change order of the competencies of ${DOMAINS[0]}` }).click();
    const dialog = page.getByRole('dialog', { name: `Change order of the competencies of ${DOMAINS[0]}` });
    const items = dialog.getByRole('listitem');
    await expect(items.first()).toContainText('Manage change');
    await checkA11y(page);
    // dnd-kit keyboard sensor: Space lifts, an arrow key moves, Space drops. It moves with the arrow keys
    // only once it has measured the items, and then says where the item is: each step waits for that.
    const handle = dialog.getByRole('button', { name: 'Drag Manage change' });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    const count = await items.count();
    await dragAnnounced(page, `Manage change is over position 1 of ${count}.`);
    await page.keyboard.press('ArrowDown');
    await dragAnnounced(page, `Manage change is over position 2 of ${count}.`);
    await page.keyboard.press('Space');
    await expect(items.first()).toContainText('Lead teams');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page, 'Items updated')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(section.getByRole('row').nth(1)).toContainText('Lead teams');

    // The domains' own order, with the Up/Down buttons (an identical snackbar still shown would be suppressed).
    await expect(snackbar(page, 'Items updated')).toHaveCount(0, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Change order of the domains' }).click();
    const domains = page.getByRole('dialog', { name: 'Change order of the domains' });
    await domains.getByRole('button', { name: 'Move up: Finance and funding' }).click();
    await domains.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page, 'Items updated')).toBeVisible();
    const headings = page
      .getByRole('region', { name: 'Domains and competencies' })
      .getByRole('heading', { level: 3 });
    await expect(headings.nth(3)).toHaveText('Finance and funding');
    await expect(headings.nth(4)).toHaveText('Strategy');
  });

  test('archives a domain: struck through, takes no competencies; restores it', async ({ page }) => {
    await page.goto(URL);
    const section = page.getByRole('region', { name: 'Strategy', exact: true });
    await section.getByRole('switch', { name: 'Archived: Strategy' }).click();
    await expect(snackbar(page, 'Domain updated')).toBeVisible();
    await expect(section.getByText('This domain is archived')).toBeVisible();
    await expect(section.getByRole('button', { name: 'Add competencies to Strategy' })).toHaveCount(0);
    await expect(
      page.getByRole('combobox', { name: 'Domain' }).locator('option', { hasText: 'Strategy' }),
    ).toHaveCount(0);
    await section.getByRole('switch', { name: 'Archived: Strategy' }).click();
    await expect(section.getByRole('button', { name: 'Add competencies to Strategy' })).toBeVisible();
  });

  test("at a phone's width nothing is clipped and the competency tables scroll sideways", async ({
    page,
    checkA11y,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(URL);
    const table = page.getByRole('region', { name: /^Competencies of / }).first();
    await table.scrollIntoViewIfNeeded();
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByText(WIDE_TABLE_HINT).first()).toBeVisible();
    expect(await expectNothingClipped(page)).toBeGreaterThan(0);
    await checkA11y(page);
  });

  test('scrolls to the domain named in the address', async ({ page }) => {
    const view = await manageView(page, FW);
    const last = view.domains.find((d) => d.title === 'Professional conduct');
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto(`${URL}/${last?.id}`);
    await expect(page.getByRole('region', { name: 'Professional conduct', exact: true })).toBeInViewport();
  });

  test('an unknown competency shows the not-found page', async ({ page }) => {
    await page.goto(`${URL}/999999/manage-attributes`);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});

test.describe('manage framework access', () => {
  test('a manager of another framework is sent home', async ({ page }) => {
    await signIn(page, USERS.otherManager.username, USERS.otherManager.password);
    await page.goto(URL);
    await expect(page).toHaveURL(/\/$/);
  });

  test('anonymous visitors are sent home', async ({ page }) => {
    await page.goto(URL);
    await expect(page).toHaveURL(/\/$/);
  });
});
