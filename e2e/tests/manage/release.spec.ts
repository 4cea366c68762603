/**
 * Read-only view, 'Create draft', release notes and releasing (docs/features/curation.md §4, §7, §10, §11, §14)
 * on ISCB (live 3.0 and 2.0, no draft at the start).
 */
import { expect, test } from '../fixtures';
import { openManageTab, signInManager, snackbar } from './curation-api';

const FW = 'iscb';
const URL = `/framework/${FW}/manage/competencies`;

test.describe.configure({ mode: 'serial' });

test.describe('read-only version, draft and release', () => {
  test.beforeEach(async ({ page }) => {
    await signInManager(page);
  });

  test('the live version is read-only: titles and attributes links only', async ({ page, checkA11y }) => {
    await page.goto(URL);
    await expect(page.getByRole('heading', { level: 1, name: 'ISCB' })).toBeVisible();
    await expect(page.getByText('live', { exact: true })).toBeVisible();
    await expect(page.getByText('v3.0', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Bioscience' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add domains' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
    await expect(page.getByRole('switch')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Release new version' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Attributes of / }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /^Settings of / })).toHaveCount(0);
    await checkA11y(page);
    await openManageTab(page, 'Release');
    await expect(page.getByRole('button', { name: 'Create draft' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Release new version' })).toHaveCount(0);
  });

  test('lists the released versions with their release notes', async ({ page, checkA11y }) => {
    await page.goto(URL);
    await openManageTab(page, 'History');
    const versions = page.getByRole('region', { name: 'Versions' });
    await expect(versions.getByRole('link', { name: 'Version 3.0' })).toHaveAttribute(
      'href',
      '/framework/iscb/3.0',
    );
    await expect(versions.getByRole('link', { name: 'Version 2.0' })).toHaveAttribute(
      'href',
      '/framework/iscb/2.0',
    );
    await versions.getByRole('button', { name: 'Release notes of version 2.0' }).click();
    const dialog = page.getByRole('dialog', { name: 'Release notes: ISCB 2.0' });
    await expect(dialog).toBeVisible();
    await checkA11y(page);
    await dialog.getByRole('button', { name: 'Close release notes' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('edits the release notes of a released version', async ({ page, checkA11y }) => {
    await page.goto(URL);
    await openManageTab(page, 'History');
    const versions = page.getByRole('region', { name: 'Versions' });
    await versions.getByRole('button', { name: 'Release notes of version 2.0' }).click();
    const dialog = page.getByRole('dialog', { name: 'Release notes: ISCB 2.0' });
    await dialog.getByRole('button', { name: 'Edit release notes' }).click();
    const notes = dialog.getByRole('textbox', { name: 'Release notes of version 2.0' });
    await notes.fill('   ');
    await dialog.getByRole('button', { name: 'Save release notes' }).click();
    await expect(dialog.getByText('Enter release notes')).toBeVisible();
    await checkA11y(page);
    await notes.fill('ISCB 2.0 as published in 2018 (notes edited by the e2e suite).');
    await dialog.getByRole('button', { name: 'Save release notes' }).click();
    await expect(page.getByText('Record updated')).toBeVisible();
    await expect(
      dialog.getByText('ISCB 2.0 as published in 2018 (notes edited by the e2e suite).'),
    ).toBeVisible();
    const api = await page.request.get('/api/v1/frameworks/iscb');
    const body = (await api.json()) as { versions: { number: string; releaseNotes: string }[] };
    expect(body.versions.find((v) => v.number === '2.0')?.releaseNotes).toBe(
      'ISCB 2.0 as published in 2018 (notes edited by the e2e suite).',
    );
  });

  test('the attributes of a live competency are read-only', async ({ page, checkA11y }) => {
    await page.goto(URL);
    const link = page.getByRole('link', { name: /^Attributes of / }).first();
    const name = (await link.getAttribute('aria-label'))?.replace(/^Attributes of /, '') ?? '';
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const trail = page.getByRole('navigation', { name: 'Competency location' });
    await expect(trail.getByRole('link', { name: 'ISCB' })).toHaveAttribute('href', URL);
    await expect(page.getByText(/live and read-only/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create attribute' })).toHaveCount(0);
    await checkA11y(page);
  });

  test('released attribute types are shown read-only', async ({ page, checkA11y }) => {
    await page.goto(URL);
    await page.getByRole('link', { name: 'Attribute types and expertise levels' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Attribute types and expertise levels' }),
    ).toBeVisible();
    const types = page.getByRole('table', { name: 'Attribute types' });
    await expect(types.getByRole('row', { name: /Knowledge/ })).toContainText('Released');
    await expect(page.getByRole('button', { name: 'Edit attribute type Knowledge' })).toHaveCount(0);
    await checkA11y(page);
  });

  test('creates a draft, saves its release notes and releases it after confirmation', async ({
    page,
    checkA11y,
  }) => {
    test.slow(); // draft, notes, release and their axe scans: 23 s on CI's two busy cores
    await page.goto(URL);
    await openManageTab(page, 'Release');
    await page.getByRole('button', { name: 'Create draft' }).click();
    // It asks first, saying what a draft is (docs/features/browsing.md §7).
    const confirmDraft = page.getByRole('dialog', { name: 'Create a draft?' });
    await expect(confirmDraft).toContainText('Visitors keep seeing version');
    await checkA11y(page);
    await confirmDraft.getByRole('button', { name: 'Create the draft' }).click();
    await expect(snackbar(page, 'Draft created')).toBeVisible();
    await expect(page.getByText('in-progress', { exact: true })).toBeVisible();
    await openManageTab(page, 'Domains and competencies');
    await expect(page.getByRole('button', { name: 'Add domains' })).toBeVisible();
    await openManageTab(page, 'Release');

    const version = page.getByRole('textbox', { name: /New version number \(current live version: 3\.0\)/ });
    const notes = page.getByRole('textbox', { name: 'Release notes' });
    await page.getByRole('button', { name: 'Release new version' }).click();
    await expect(page.getByText('Enter a version number')).toBeVisible();
    await expect(page.getByText('Enter release notes')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await notes.fill('Clarified two competencies.');
    await page.getByRole('button', { name: 'Save release notes' }).click();
    await expect(snackbar(page, 'Record updated')).toBeVisible();
    await page.reload();
    await openManageTab(page, 'Release');
    await expect(notes).toHaveValue('Clarified two competencies.');

    await version.fill(' 3.1 ');
    await page.getByRole('button', { name: 'Release new version' }).click();
    const confirm = page.getByRole('dialog', { name: 'Release this draft?' });
    await expect(confirm).toContainText('cannot be undone');
    await expect(confirm).toContainText('Version 3.0 is live now');
    await checkA11y(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('in-progress', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Release new version' }).click();
    await confirm.getByRole('button', { name: 'Release version 3.1' }).click();
    await expect(snackbar(page, 'Version 3.1 released')).toBeVisible();
    await expect(page.getByText('live', { exact: true })).toBeVisible();
    await expect(page.getByText('v3.1', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create draft' })).toBeVisible();
    await openManageTab(page, 'History');
    const versions = page.getByRole('region', { name: 'Versions' });
    await expect(versions.getByRole('link', { name: 'Version 3.1' })).toHaveAttribute(
      'href',
      '/framework/iscb/3.1',
    );
    await versions.getByRole('button', { name: 'Release notes of version 3.1' }).click();
    await expect(page.getByRole('dialog', { name: 'Release notes: ISCB 3.1' })).toContainText(
      'Clarified two competencies.',
    );
  });

  test('a number not after the live version is refused, naming the live version', async ({
    page,
    checkA11y,
  }) => {
    await page.goto(URL);
    await openManageTab(page, 'Release');
    await page.getByRole('button', { name: 'Create draft' }).click();
    await page
      .getByRole('dialog', { name: 'Create a draft?' })
      .getByRole('button', { name: 'Create the draft' })
      .click();
    await expect(page.getByText('in-progress', { exact: true })).toBeVisible();
    await page.getByRole('textbox', { name: 'Release notes' }).fill('Again');
    const version = page.getByRole('textbox', { name: /current live version: 3\.1/ });
    for (const number of ['3.1', '3.0', '1.5']) {
      await version.fill(number);
      await page.getByRole('button', { name: 'Release new version' }).click();
      await expect(
        page.getByText(`Version ${number} is not after the live version 3.1: choose a higher number`),
      ).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
    await checkA11y(page);
    await expect(page.getByText('in-progress', { exact: true })).toBeVisible();
  });

  test('the released version is public', async ({ page }) => {
    await page.goto('/framework/iscb/3.1');
    await expect(page.getByRole('heading', { level: 1, name: 'ISCB' })).toBeVisible();
  });
});
