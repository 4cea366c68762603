/**
 * The extension banner and the settings screens (docs/features/curation.md §4, §6) on the ISCB core facility
 * extension (iscb-3.0e1, live e1): read-only with the banner, then a draft in which a competency moves
 * to another domain (and takes a new code) and an attribute to another competency.
 */
import { expect, test } from '../fixtures';
import { manageSend, manageView, openManageTab, signInManager, snackbar } from './curation-api';

const FW = 'iscb-3.0e1';
const URL = `/framework/${FW}/manage/competencies`;

test.describe.configure({ mode: 'serial' });

test.describe('extension banner and settings', () => {
  test.beforeEach(async ({ page }) => {
    await signInManager(page);
  });

  test('an extension links to its core framework', async ({ page, checkA11y }) => {
    await page.goto(URL);
    await expect(page.getByRole('heading', { level: 1, name: 'ISCB core facility extension' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View the core framework, ISCB 3.0' })).toHaveAttribute(
      'href',
      '/framework/iscb/3.0',
    );
    await expect(page.getByText('e1', { exact: true })).toBeVisible();
    await checkA11y(page);
  });

  test('competency settings move a competency to another domain', async ({ page, checkA11y }) => {
    await page.goto(URL);
    await openManageTab(page, 'Release');
    await page.getByRole('button', { name: 'Create draft' }).click();
    await page
      .getByRole('dialog', { name: 'Create a draft?' })
      .getByRole('button', { name: 'Create the draft' })
      .click();
    await expect(page.getByText('in-progress', { exact: true })).toBeVisible();
    await openManageTab(page, 'Domains and competencies');
    await page.getByRole('button', { name: 'Add domains', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add domains' });
    await dialog.getByRole('textbox', { name: 'Domains' }).fill('Facility management');
    await dialog.getByRole('button', { name: 'Add domains' }).click();
    await expect(snackbar(page, 'Domains created')).toBeVisible();

    await page.getByRole('link', { name: 'Settings of Manage projects' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Manage projects' })).toBeVisible();
    const domain = page.getByRole('combobox', { name: 'Domain' });
    await expect(domain.locator('option:checked')).toHaveText('Core-facility-focused competencies');
    await checkA11y(page);
    await domain.selectOption({ label: 'Facility management' });
    // The code is editable too (docs/features/curation.md §5).
    const code = page.getByRole('textbox', { name: 'Code' });
    await expect(code).not.toHaveValue('');
    await code.fill('F1');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page, 'Competency updated')).toBeVisible();
    await expect(page).toHaveURL(URL);
    const saved = (await (await page.request.get(`/api/v1/manage/frameworks/${FW}`)).json()) as {
      domains: { competencies: { title: string; code: string | null }[] }[];
    };
    const moved = saved.domains.flatMap((d) => d.competencies).find((c) => c.title === 'Manage projects');
    expect(moved?.code).toBe('F1');
    await expect(
      page
        .getByRole('region', { name: 'Facility management', exact: true })
        .getByText('Manage projects', { exact: true }),
    ).toBeVisible();
  });

  test('attribute settings move an attribute to another competency', async ({ page }) => {
    const view = await manageView(page, FW);
    const competencies = view.domains.flatMap((d) => d.competencies);
    const from = competencies.find((c) => c.title === 'Manage team members');
    const to = competencies.find((c) => c.title === 'Provide training in bioinformatics');
    const skill = view.attributeTypes.find((t) => t.title === 'Skill');
    const { attributes } = await manageSend<{ attributes: { id: number }[] }>(
      page,
      'POST',
      FW,
      '/attributes',
      {
        competencyId: from?.id,
        attributeTypeId: skill?.id,
        titles: ['Run team meetings'],
      },
    );
    await page.goto(`/framework/${FW}/competency/${from?.id}/attribute/${attributes[0]?.id}/settings`);
    await expect(page.getByRole('heading', { level: 1, name: 'Run team meetings' })).toBeVisible();
    await page
      .getByRole('combobox', { name: 'Competency' })
      .selectOption({ label: 'Provide training in bioinformatics' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page, 'Attribute updated')).toBeVisible();
    await expect(page).toHaveURL(`/framework/${FW}/manage/competencies/${to?.id}/manage-attributes`);
    await expect(page.getByRole('table', { name: 'Skill attributes' })).toContainText('Run team meetings');
  });

  test('settings of an unknown competency or attribute show the not-found page', async ({ page }) => {
    await page.goto(`/framework/${FW}/competency/999999/settings`);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.goto(`/framework/${FW}/competency/1/attribute/999999/settings`);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});
