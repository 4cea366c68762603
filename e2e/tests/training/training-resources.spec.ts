/**
 * Training resources for visitors (docs/features/training.md §1; docs/features/browsing.md Competency details, Training resource
 * lists): BioExcel's 'Training resources' tab with the 200 shipped resources of the BioExcel knowledge
 * base, search, type filter, paging with continuing row numbers, the resource page with its Bioschemas
 * JSON-LD, and a competency's training tab.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { BIOEXCEL } from '../support';

const TAB = `${BIOEXCEL.path}/training-resources`;
const TEAMS = 'Function effectively in teams to accomplish a common goal.';

/** The data rows of the training table (the header row excluded). */
const rows = (page: Page) => page.getByRole('table').locator('tbody tr');

test.describe('training resources', () => {
  test('a visitor finds BioExcel training, searches, filters and pages', async ({ page, checkA11y }) => {
    await page.goto(BIOEXCEL.path);
    await page.getByRole('tab', { name: 'Training resources' }).click();
    await expect(page).toHaveURL(new RegExp(`${TAB}$`));
    await expect(page.getByText('200 training resources')).toBeVisible();
    await expect(rows(page)).toHaveCount(15);
    await expect(page.getByRole('columnheader', { name: 'S. No.' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Training resource(s)' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Competencies' })).toBeVisible();
    await checkA11y(page);

    // Page 2 continues the numbering; ten page links at most.
    const pages = page.getByRole('navigation', { name: 'Training resource pages' });
    // Page links are links (they work without JavaScript too; ADR 0020).
    await expect(pages.getByRole('link', { name: /^Page \d+$/ })).toHaveCount(10);
    await pages.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(rows(page).first().locator('td').first()).toHaveText('16');

    // Searching returns to page 1 and keeps the filter in the address.
    await page.getByLabel('Search training resources').fill('haddock');
    await expect(page.getByText('5 training resources')).toBeVisible();
    await expect(page).toHaveURL(/search=haddock/);
    await expect(page).not.toHaveURL(/page=2/);
    await expect(rows(page).first().locator('td').first()).toHaveText('1');

    // The type filter: Webinar only.
    await page.getByLabel('Search training resources').fill('');
    await page.getByLabel('Type').selectOption('Webinar');
    await expect(page.getByText('7 training resources')).toBeVisible();
    await expect(rows(page).locator('td:nth-child(3)')).toHaveText(Array(7).fill('Webinar'));

    // No match, then back to everything.
    await page.getByLabel('Search training resources').fill('no such training anywhere');
    await expect(page.getByText('No results found')).toBeVisible();
    await page.getByRole('button', { name: 'Show all training resources' }).click();
    await expect(page.getByText('200 training resources')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${TAB}$`));
  });

  test('a page link takes the reader to the top of the table, not its bottom', async ({ page }) => {
    await page.goto(TAB);
    const pages = page.getByRole('navigation', { name: 'Training resource pages' });
    await pages.getByRole('link', { name: 'Page 2' }).scrollIntoViewIfNeeded();
    const table = page.getByRole('table');
    expect((await table.boundingBox())?.y ?? 0).toBeLessThan(0);
    await pages.getByRole('link', { name: 'Page 2' }).click();
    await expect(rows(page).first().locator('td').first()).toHaveText('16');
    // The count and the table's first rows are in view: the new page is read from its start.
    await expect(page.getByText('200 training resources')).toBeInViewport();
    await expect(rows(page).first()).toBeInViewport();
  });

  test('Back returns to the previous filter', async ({ page }) => {
    await page.goto(`${TAB}?type=Webinar`);
    await expect(page.getByText('7 training resources')).toBeVisible();
    await page.getByLabel('Type').selectOption('Face-to-Face');
    await expect(page.getByText('55 training resources')).toBeVisible();
    await page.goBack();
    await expect(page.getByText('7 training resources')).toBeVisible();
    await expect(page.getByLabel('Type')).toHaveValue('Webinar');
  });

  test('a resource page shows its fields, competencies and Bioschemas JSON-LD', async ({
    page,
    checkA11y,
  }) => {
    await page.goto(`${TAB}?search=${encodeURIComponent('Linux Network and System Administration')}`);
    await page.getByRole('link', { name: 'Linux Network and System Administration', exact: true }).click();
    await expect(page).toHaveURL(/\/training-resources\/[a-z0-9-]+$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Linux Network and System Administration' }),
    ).toBeVisible();
    // Calendar dates with no time-zone shift, the range collapsed within one year.
    await expect(page.getByText('2 May – 11 July 2017')).toBeVisible();
    // A face-to-face course whose source gives no place is not 'Online' (ADR 0045).
    await expect(page.getByText('Location: not given')).toBeVisible();
    await expect(page.getByText('Location: Online')).toHaveCount(0);
    // Its 'description' in the source is the dataset's metadata: shown as fields, not as a description by
    // the course provider.
    await expect(page.getByRole('region', { name: 'Description' })).toHaveCount(0);
    const details = page.getByRole('region', { name: 'Details from the source dataset' });
    await expect(details.getByRole('definition')).toHaveText([
      'Classes',
      'City, University of London',
      'http://www.city.ac.uk',
      'External',
    ]);
    await expect(details.getByRole('link', { name: 'http://www.city.ac.uk' })).toHaveAttribute(
      'href',
      'http://www.city.ac.uk',
    );
    await expect(page.getByText(/EMBL-EBI, Apache-2\.0\)\.$/)).toBeVisible();
    await expect(page.getByText(/description by the course provider/)).toHaveCount(0);
    await expect(
      page.getByRole('navigation', { name: /breadcrumb/i }).getByText('Training resource'),
    ).toBeVisible();

    const json = await page.locator('script[type="application/ld+json"]').first().textContent();
    const ld = JSON.parse(json ?? '{}') as Record<string, unknown>;
    expect(ld['@type']).toBe('Course');
    expect(ld.name).toBe('Linux Network and System Administration');
    expect(ld.hasCourseInstance).toEqual([
      expect.objectContaining({ '@type': 'CourseInstance', startDate: '2017-05-02', endDate: '2017-07-11' }),
    ]);
    expect(ld['dct:conformsTo']).toEqual({ '@id': 'https://bioschemas.org/profiles/Course/1.0-RELEASE' });
    // Every mapped competency is taught: a DefinedTerm without an IRI of its own (TeSS would import it as
    // a learning objective), linking its page, in its framework version's DefinedTermSet (stable @id).
    const teaches = ld.teaches as {
      '@type': string;
      '@id'?: string;
      url: string;
      inDefinedTermSet: { '@type': string; '@id': string };
    }[];
    expect(teaches.length).toBeGreaterThan(0);
    for (const term of teaches) {
      expect(term['@type']).toBe('DefinedTerm');
      expect(term['@id']).toBeUndefined();
      expect(term.url).toMatch(/\/competency\/details\/\d+$/);
      expect(term.inDefinedTermSet).toMatchObject({ '@type': 'DefinedTermSet' });
      expect(term.inDefinedTermSet['@id']).toMatch(/\/id\/[0-9a-f-]{36}$/);
    }
    await checkA11y(page);

    // A competency link leads to the competency, whose training tab lists this resource.
    const competency = page.getByRole('region', { name: 'Competencies' }).getByRole('link').first();
    const competencyTitle = (await competency.textContent())?.replace(/^\d+\.\d+ /, '') ?? '';
    await competency.click();
    await expect(page.getByRole('heading', { level: 1, name: competencyTitle })).toBeVisible();
    await page.getByRole('tab', { name: 'Training resources' }).click();
    await expect(
      page.getByRole('link', { name: 'Linux Network and System Administration', exact: true }),
    ).toBeVisible();
  });

  test("a competency's training tab opens from #vf-tabs__section--2 and pages by 10", async ({
    page,
    checkA11y,
  }) => {
    await page.goto(BIOEXCEL.path);
    await page.getByRole('link', { name: TEAMS }).click();
    await expect(page.getByRole('tab', { name: 'Competency attributes' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const details = page.url();

    await page.goto(`${details}#vf-tabs__section--2`);
    await expect(page.getByRole('tab', { name: 'Training resources' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByText('1 training resource', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Professional Skills in Drug Discovery' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: /pages of this competency/ })).toHaveCount(0);
    await checkA11y(page);

    // 2.2 has 35 resources: 10 per page, 5 page links.
    await page.goto(BIOEXCEL.path);
    await page
      .getByRole('link', {
        name: 'Apply expertise in formal & natural sciences appropriate to the discipline.',
      })
      .click();
    await expect(page).toHaveURL(/\/competency\/details\/\d+$/);
    await page.goto(`${page.url()}?scroll=true`);
    await expect(page.getByText('35 training resources')).toBeVisible();
    const list = page.getByRole('list', { name: 'Training resources of this competency' });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    const pageLinks = page.getByRole('navigation', { name: 'Training resource pages of this competency' });
    await expect(pageLinks.getByRole('button', { name: /^Page \d+$/ })).toHaveCount(4);
    await pageLinks.getByRole('button', { name: 'Page 4' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(5);
  });
});
