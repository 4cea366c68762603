/**
 * A content manager's training journey (docs/features/training.md §4, §3): import an event from the TeSS stand-in, edit it,
 * map it to two attributes of BioExcel's 'Function effectively in teams' competency, see it on that
 * competency's page, demap one attribute, then archive the resource: it leaves the visitor lists.
 */
import { signIn, USERS } from '../auth';
import { expect, test } from '../fixtures';

const TEAMS = 'Function effectively in teams to accomplish a common goal.';
const EVENT = 'Neural Networks and Deep Learning';

test.describe('training resource management', () => {
  test('the managers list, the home links and bad input on the form', async ({ page, checkA11y }) => {
    await signIn(page, USERS.content.username, USERS.content.password);
    await page.goto('/all-training-resources');
    await expect(page.getByRole('heading', { level: 1, name: 'All training resources' })).toBeVisible();
    // The 200 shipped resources, and any that other tests of this project created on the shared server.
    const total = page.getByText(/^Total: \d+$/);
    await expect(total).toBeVisible();
    expect(Number((await total.textContent())?.replace('Total: ', ''))).toBeGreaterThanOrEqual(200);
    await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(50);
    await checkA11y(page);

    await page.goto('/training-resources-home');
    await expect(page.getByRole('link', { name: 'View unpublished training resources' })).toHaveAttribute(
      'href',
      '/all-training-resources?archived=true',
    );
    await checkA11y(page);

    await page.goto('/training-resource/create');
    await expect(
      page.getByRole('navigation', { name: /breadcrumb/i }).getByText('Create resource'),
    ).toBeVisible();
    await page.getByLabel('Title').fill('Dates in the wrong order');
    await page.getByLabel('URL').fill('javascript:alert(1)');
    await page.getByLabel('Start date').fill('2026-05-06');
    await page.getByLabel('End date').fill('2026-05-05');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Incorrect dates')).toBeVisible();
    await expect(page.getByText('The URL must start with http:// or https://')).toBeVisible();
    await expect(page).toHaveURL(/\/training-resource\/create$/);
    await expect(page.getByLabel('Title')).toHaveValue('Dates in the wrong order');
    await checkA11y(page);
  });

  test('imports from TeSS, edits, maps, demaps and archives', async ({ page, checkA11y }) => {
    // A whole journey of some thirty steps and five axe scans: 32 s on CI's two busy cores.
    test.slow();
    await signIn(page, USERS.content.username, USERS.content.password);
    await page.goto('/all-training-resources');
    await page.getByRole('link', { name: 'Add training resource' }).click();

    // TeSS import: provider, then an event; the form fills.
    await page.getByLabel('Content provider').selectOption('NBIS');
    await page.getByLabel('Event', { exact: true }).selectOption({ label: `${EVENT} (2023-03-20)` });
    await page.getByRole('button', { name: 'Fill the form' }).click();
    await expect(page.getByLabel('Title')).toHaveValue(EVENT);
    await expect(page.getByLabel('Start date')).toHaveValue('2023-03-20');
    await expect(page.getByLabel('Location')).toHaveValue(
      'SciLifeLab Uppsala - Navet, Husargatan 3, Uppsala, Sweden',
    );
    await expect(page.getByLabel('Event type')).toHaveValue('Face-to-Face');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 1, name: EVENT })).toBeVisible();
    await expect(page.getByText('20–24 March 2023')).toBeVisible();
    await expect(page.getByText(/Imported from TeSS \(event, content provider NBIS\)/)).toBeVisible();

    // Edit.
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Training Resources' })).toBeVisible();
    await expect(page.getByText('Content provider: NBIS')).toBeVisible();
    await page.getByLabel('Title').fill(`${EVENT} (Uppsala)`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${EVENT} (Uppsala)` })).toBeVisible();

    // The mapping page exists on its own address.
    const resourceUrl = page.url();
    const resourceId = await page.evaluate(async (slug) => {
      const r = await fetch(`/api/v1/training-resources/${slug}`);
      return ((await r.json()) as { id: number }).id;
    }, resourceUrl.split('/').pop() as string);
    await page.goto(`/training-resources/${resourceId}/map/bioexcel`);
    await expect(page.getByRole('heading', { level: 1, name: /^Map/ })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Competency mapping' })).toBeVisible();
    await checkA11y(page);
    await page.goto(resourceUrl);

    // Map two attributes of the teams competency in the modal of the resource page.
    await page.getByRole('button', { name: 'Manage competency profile (BioExcel)' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('link', { name: 'Open the mapping as a page' })).toBeVisible();
    await dialog.getByLabel('Filter competencies').fill('teams');
    const attributes = dialog.getByRole('form', { name: 'Competency mapping' }).getByRole('checkbox');
    await expect(attributes.first()).toBeVisible();
    await checkA11y(page);
    await dialog.getByRole('checkbox', { name: /Aware of cultural differences/ }).check();
    await dialog.getByRole('checkbox', { name: /Conflict management/ }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const competencies = page.getByRole('region', { name: 'Competencies' });
    await expect(
      competencies.getByRole('link', { name: new RegExp(TEAMS.replace('.', '\\.')) }),
    ).toBeVisible();
    await expect(competencies.getByText(/Aware of cultural differences/)).toBeVisible();
    await checkA11y(page);

    // The competency's training tab lists it.
    const resourcePage = page.url();
    await competencies.getByRole('link', { name: new RegExp(TEAMS.replace('.', '\\.')) }).click();
    await page.getByRole('tab', { name: 'Training resources' }).click();
    await expect(page.getByRole('link', { name: `${EVENT} (Uppsala)` })).toBeVisible();

    // Demap one attribute: the question, then Yes.
    await page.goto(resourcePage);
    await page.getByRole('link', { name: 'Remove the mapping to "Conflict management"' }).click();
    await expect(
      page.getByText('Are you sure you want to remove this mapping? This action cannot be undone!'),
    ).toBeVisible();
    await checkA11y(page);
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${EVENT} (Uppsala)` })).toBeVisible();
    await expect(competencies.getByText(/Conflict management/)).toHaveCount(0);
    await expect(competencies.getByText(/Aware of cultural differences/)).toBeVisible();

    // Archive: confirmed, then gone from the visitor list.
    await page.getByRole('button', { name: 'Archive' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Archive' }).click();
    await expect(page.getByText('Archived', { exact: true })).toBeVisible();
    const visitor = await page.request.get(
      `/api/v1/frameworks/bioexcel/training-resources?search=${encodeURIComponent(EVENT)}`,
    );
    expect((await visitor.json()).total).toBe(0);
  });
});
