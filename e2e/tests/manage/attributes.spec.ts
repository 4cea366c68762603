/**
 * Attributes (docs/features/curation.md §5, §6, §8, §11, §14) on PerMedCoE, a draft that starts empty: the
 * competency details ('Add {type} attributes', 'Change order'), the manage attributes screen (create
 * form, inline edit, position, archive) and attribute settings (change the attribute type).
 */
import { expect, test } from '../fixtures';
import { competencyView, manageSend, manageView, signInManager, snackbar } from './curation-api';

const FW = 'permedcoe';
const COMPETENCY = 'Analyse patient data';

test.describe.configure({ mode: 'serial' });

let competencyId = 0;

test.describe('attributes', () => {
  test.beforeEach(async ({ page }) => {
    await signInManager(page);
    if (competencyId === 0) {
      // Set up through the API: two attribute types, a domain and a competency.
      await manageSend(page, 'POST', FW, '/attribute-types', { title: 'Knowledge', description: '' });
      await manageSend(page, 'POST', FW, '/attribute-types', { title: 'Skill', description: '' });
      const { domains } = await manageSend<{ domains: { id: number }[] }>(page, 'POST', FW, '/domains', {
        titles: ['Clinical data'],
      });
      const { competencies } = await manageSend<{ competencies: { id: number }[] }>(
        page,
        'POST',
        FW,
        '/competencies',
        {
          domainId: domains[0]?.id,
          competencies: [{ title: COMPETENCY }],
        },
      );
      competencyId = competencies[0]?.id ?? 0;
    }
  });

  test('adds attributes of a type, one per line, and changes their order', async ({ page, checkA11y }) => {
    await page.goto(`/framework/${FW}/manage/competencies`);
    await page.getByRole('button', { name: `Details of ${COMPETENCY}` }).click();
    await expect(page.getByText('No Knowledge attributes')).toBeVisible();
    await page.getByRole('button', { name: 'Add Knowledge attributes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Knowledge attributes' });
    await dialog.getByRole('textbox').fill('Genomics basics\n\nClinical standards\nData protection law');
    await dialog.getByRole('button', { name: 'Add attributes' }).click();
    await expect(snackbar(page, 'Attributes created')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('listitem').filter({ hasText: 'Clinical standards' })).toBeVisible();

    await page.getByRole('button', { name: 'Change order of Knowledge attributes' }).click();
    const order = page.getByRole('dialog', { name: 'Change order of Knowledge attributes' });
    await order.getByRole('button', { name: 'Move down: Genomics basics' }).click();
    await checkA11y(page);
    await order.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page, 'Items updated')).toBeVisible();
    const view = await manageView(page, FW);
    const first = view.domains[0]?.competencies[0]?.id as number;
    const titles = (await competencyView(page, FW, first)).competency.attributes.map((a) => a.title);
    expect(titles).toEqual(['Clinical standards', 'Genomics basics', 'Data protection law']);
  });

  test('the manage attributes screen creates and edits attributes grouped by type', async ({
    page,
    checkA11y,
  }) => {
    await page.goto(`/framework/${FW}/manage/competencies`);
    await page.getByRole('link', { name: `Attributes of ${COMPETENCY}` }).click();
    await expect(page).toHaveURL(`/framework/${FW}/manage/competencies/${competencyId}/manage-attributes`);
    await expect(page.getByRole('heading', { level: 1, name: COMPETENCY })).toBeVisible();
    const trail = page.getByRole('navigation', { name: 'Competency location' });
    await expect(trail).toContainText('PerMedCoE');
    await expect(trail).toContainText('Clinical data');
    await expect(page.getByText('in-progress', { exact: true })).toBeVisible();

    const type = page.getByRole('combobox', { name: 'Attribute type' });
    await expect(type.locator('option:checked')).toHaveText('Knowledge');
    await page.getByRole('button', { name: 'Create attribute' }).click();
    await expect(page.getByText('Enter a description of the attribute')).toBeVisible();
    await page.getByRole('textbox', { name: 'Attribute description' }).fill('Query a clinical database');
    await type.selectOption({ label: 'Skill' });
    await page.getByRole('button', { name: 'Create attribute' }).click();
    await expect(snackbar(page, 'Attributes created')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Attribute description' })).toHaveValue('');
    const skills = page.getByRole('table', { name: 'Skill attributes' });
    await expect(skills.getByRole('row', { name: /Query a clinical database/ })).toBeVisible();

    const knowledge = page.getByRole('table', { name: 'Knowledge attributes' });
    await knowledge.getByRole('button', { name: 'Edit attribute title: Data protection law' }).click();
    await page.getByRole('textbox', { name: 'New attribute title' }).fill('Data protection law (GDPR)');
    await page.getByRole('textbox', { name: 'New attribute title' }).press('Enter');
    await expect(snackbar(page, 'Attribute updated')).toBeVisible();
    await expect(knowledge.getByText('Data protection law (GDPR)')).toBeVisible();

    await knowledge.getByRole('switch', { name: 'Archived: Genomics basics' }).click();
    await expect(snackbar(page, 'Attribute status updated')).toBeVisible();
    await expect(knowledge.getByText('Genomics basics', { exact: true })).toHaveCSS(
      'text-decoration-line',
      'line-through',
    );
    await expect(
      knowledge.getByRole('button', { name: 'Edit attribute title: Genomics basics' }),
    ).toHaveCount(0);

    const position = knowledge.getByRole('textbox', { name: 'Position of Clinical standards' });
    await position.fill('9');
    await position.blur();
    await expect(snackbar(page, 'Attribute updated')).toBeVisible();
    await checkA11y(page);
  });

  test('attribute settings change the attribute type', async ({ page, checkA11y }) => {
    await page.goto(`/framework/${FW}/manage/competencies/${competencyId}/manage-attributes`);
    await page.getByRole('link', { name: 'Settings of Query a clinical database' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Query a clinical database' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Competency' }).locator('option:checked')).toHaveText(
      COMPETENCY,
    );
    await checkA11y(page);
    await page.getByRole('combobox', { name: 'Attribute type' }).selectOption({ label: 'Knowledge' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(snackbar(page, 'Attribute updated')).toBeVisible();
    await expect(page).toHaveURL(`/framework/${FW}/manage/competencies/${competencyId}/manage-attributes`);
    await expect(
      page
        .getByRole('table', { name: 'Knowledge attributes' })
        .getByRole('row', { name: /Query a clinical database/ }),
    ).toBeVisible();
  });
});
