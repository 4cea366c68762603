/** Framework page /framework/{framework}/{version} (docs/features/browsing.md §3). */
import { expect, test } from '../fixtures';
import { BIOEXCEL, ISCB, ISCB_EXTENSION } from '../support';

test.describe('framework page', () => {
  test('shows BioExcel 1.0 with its badges, provenance and four domains', async ({ page, checkA11y }) => {
    await page.goto(BIOEXCEL.path);
    await expect(page.getByRole('heading', { level: 1, name: BIOEXCEL.title })).toBeVisible();
    await expect(page.getByText('v1.0', { exact: true })).toBeVisible();
    await expect(page.getByText('live', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Source and completeness' })).toBeVisible();
    for (const domain of BIOEXCEL.domains) {
      await expect(page.getByRole('heading', { name: domain, exact: true })).toBeVisible();
    }
    // Exactly four domains, holding all 31 competencies as links to their details.
    const domains = page.getByRole('region', { name: 'Domains', exact: true });
    await expect(domains.getByRole('region')).toHaveCount(BIOEXCEL.domains.length);
    await expect(domains.getByRole('link')).toHaveCount(BIOEXCEL.competencyCount);
    await checkA11y(page);
  });

  test('the filter keeps matching competencies (any case) and drops empty domains', async ({ page }) => {
    await page.goto(BIOEXCEL.path);
    const filter = page.getByRole('textbox', { name: 'Filter competencies' });
    await expect(page.getByRole('heading', { name: BIOEXCEL.domains[0], exact: true })).toBeVisible();

    await filter.fill('PARALLEL');
    await expect(page.getByRole('link', { name: BIOEXCEL.parallelCompetency })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Parallel Computing Competencies' })).toBeVisible();
    for (const domain of BIOEXCEL.domains.slice(0, 3)) {
      await expect(page.getByRole('heading', { name: domain, exact: true })).toHaveCount(0);
    }
    await expect(page.getByRole('link', { name: /Apply knowledge of batch system/ })).toHaveCount(0);

    await filter.fill('zzqx no such competency');
    await expect(page.getByText(/no competencies match|no results|nothing matches/i)).toBeVisible();
    for (const domain of BIOEXCEL.domains) {
      await expect(page.getByRole('heading', { name: domain, exact: true })).toHaveCount(0);
    }

    await filter.fill('');
    for (const domain of BIOEXCEL.domains) {
      await expect(page.getByRole('heading', { name: domain, exact: true })).toBeVisible();
    }
  });

  // The served page already holds the framework (ADR 0020): loading and failing are seen when the page
  // is opened from another one in the browser.
  test("shows 'Fetching data...' while the framework loads", async ({ page }) => {
    // Once the page has hydrated (its scripts loaded), a click is a navigation inside the app.
    await page.goto('/', { waitUntil: 'networkidle' });
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/v1/frameworks/bioexcel/**', async (route) => {
      await gate;
      await route.continue();
    });
    await page
      .getByRole('main')
      .getByRole('link', { name: /BioExcel/ })
      .first()
      .click();
    await expect(page.getByText('Fetching data...')).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: BIOEXCEL.title })).toBeVisible();
    await expect(page.getByText('Fetching data...')).toHaveCount(0);
  });

  test('shows an error view when the API fails', async ({ page, checkA11y }) => {
    // Once the page has hydrated (its scripts loaded), a click is a navigation inside the app.
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.route('**/api/v1/frameworks/bioexcel/**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Internal server error' } }),
      }),
    );
    await page
      .getByRole('main')
      .getByRole('link', { name: /BioExcel/ })
      .first()
      .click();
    // The query client may retry before giving up.
    await expect(page.getByRole('alert').filter({ hasText: /error|could not|went wrong/i })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('heading', { name: BIOEXCEL.domains[0] })).toHaveCount(0);
    await checkA11y(page);
  });

  test('ISCB 2.0 says that it is incomplete and why', async ({ page }) => {
    await page.goto(ISCB.v2Path);
    await expect(page.getByRole('heading', { level: 1, name: 'ISCB' })).toBeVisible();
    const provenance = page.getByRole('region', { name: 'Source and completeness' });
    // One line first; what is included and missing, and the sources as citations, behind 'About this data'.
    await expect(
      provenance.getByText('Partial: competency titles only, no attributes recorded'),
    ).toBeVisible();
    await expect(provenance.getByText(/competency P\b/).first()).toBeHidden();
    await provenance.getByText('About this data').click();
    await expect(provenance.getByText(/competency P\b/).first()).toBeVisible();
  });

  test('an extension framework links to its core framework', async ({ page, checkA11y }) => {
    await page.goto(ISCB_EXTENSION.path);
    await expect(page.getByRole('heading', { level: 1, name: ISCB_EXTENSION.title })).toBeVisible();
    await expect(page.getByRole('link', { name: /core framework.*ISCB 3\.0/ })).toHaveAttribute(
      'href',
      ISCB.path,
    );
    // Its own competencies and, labelled as such, those of the core framework.
    await expect(page.getByRole('link', { name: /Identify and support users/ })).toBeVisible();
    await expect(
      page.getByRole('link', { name: /Prepare life science data for computational analysis/ }),
    ).toBeVisible();
    await checkA11y(page);
  });

  test('ISCB 3.0 lists the core-facility extension', async ({ page }) => {
    await page.goto(ISCB.path);
    await expect(page.getByRole('heading', { name: 'Extensions' })).toBeVisible();
    // (The 'What you can do here' line links the extension too, as '… extension e1'.)
    await expect(page.getByRole('link', { name: `${ISCB_EXTENSION.title} (version e1)` })).toHaveAttribute(
      'href',
      /\/framework\/iscb-3\.0e1\/e1(\/competencies)?$/,
    );
  });

  test('lists versions and opens release notes in a dialog that Escape closes', async ({
    page,
    checkA11y,
  }) => {
    await page.goto(ISCB.path);
    await expect(page.getByRole('heading', { name: 'Versions' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Version 2.0', exact: true })).toHaveAttribute(
      'href',
      ISCB.v2Path,
    );
    await expect(page.getByRole('link', { name: 'Version 3.0', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const open = page.getByRole('button', { name: /release notes.*3\.0/i });
    await open.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: /Release notes/ })).toBeVisible();
    await checkA11y(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();

    // Keyboard only: open with Enter, close with Escape.
    await open.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
