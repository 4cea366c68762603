/** Export framework (docs/features/browsing.md §5; §9 'CSV file name {framework}_{version}.csv'). */
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import Papa from 'papaparse';
import { expect, test } from '../fixtures';
import { BIOEXCEL, ISCB_EXTENSION } from '../support';

const EXPORT_PATH = `${BIOEXCEL.path}/export-framework`;
const IDENTIFIERS = [
  'Domain ID',
  'Domain UUID',
  'Competency ID',
  'Competency UUID',
  'Attribute ID',
  'Attribute UUID',
] as const;

/** Parses a downloaded CSV into a header row and data rows. */
async function parseDownload(download: Download): Promise<{ header: string[]; rows: string[][] }> {
  const path = await download.path();
  const text = (await readFile(path, 'utf8')).replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: true });
  expect(parsed.errors, 'CSV parse errors').toEqual([]);
  const [header, ...rows] = parsed.data;
  if (!header) throw new Error('empty CSV');
  return { header, rows };
}

/** Clicks 'Export CSV' and waits for the download. */
async function exportCsv(page: Page): Promise<Download> {
  const downloadPromise = page.waitForEvent('download');
  await page
    .getByRole('link', { name: 'Export CSV' })
    .or(page.getByRole('button', { name: 'Export CSV' }))
    .click();
  return downloadPromise;
}

test.describe('export framework', () => {
  test('offers identifier columns, checked by default, that shape the preview', async ({
    page,
    checkA11y,
  }) => {
    await page.goto(EXPORT_PATH);
    await expect(page.getByRole('heading', { name: 'Export framework' }).first()).toBeVisible();
    for (const name of IDENTIFIERS) {
      await expect(page.getByRole('checkbox', { name, exact: true })).toBeChecked();
    }
    const preview = page.getByRole('table');
    await expect(preview.getByRole('columnheader', { name: 'Attribute UUID', exact: true })).toBeVisible();
    // Titles first, ids and uuids last (docs/features/browsing.md §7).
    await expect(preview.getByRole('columnheader').first()).toHaveText('Domain');
    await expect(preview.getByRole('columnheader').last()).toHaveText(/ (ID|UUID)$/);
    await checkA11y(page);

    const levels = page.getByRole('group', { name: 'Expertise levels' });
    await expect(levels.getByRole('checkbox', { name: 'Expertise level', exact: true })).toBeChecked();
    await expect(preview.getByRole('columnheader', { name: 'Expertise level', exact: true })).toBeVisible();

    await page.getByRole('checkbox', { name: 'Attribute UUID', exact: true }).uncheck();
    await expect(page.getByRole('checkbox', { name: 'Attribute UUID', exact: true })).not.toBeChecked();
    await expect(preview.getByRole('columnheader', { name: 'Attribute UUID', exact: true })).toHaveCount(0);
    await expect(preview.getByRole('columnheader', { name: 'Attribute ID', exact: true })).toBeVisible();
  });

  test("'Export CSV' downloads every attribute with commas and quotes intact", async ({ page }) => {
    await page.goto(EXPORT_PATH);
    await expect(page.getByRole('heading', { name: 'Export framework' }).first()).toBeVisible();
    const download = await exportCsv(page);
    expect(download.suggestedFilename()).toBe('bioexcel_1.0.csv');

    const { header, rows } = await parseDownload(download);
    for (const column of [...IDENTIFIERS, 'Domain', 'Competency', 'Attribute type', 'Attribute']) {
      expect(header).toContain(column);
    }
    expect(rows.every((row) => row.length === header.length)).toBe(true);
    const attributeColumn = header.indexOf('Attribute');
    const competencyColumn = header.indexOf('Competency');
    const attributeRows = rows.filter((row) => (row[attributeColumn] ?? '') !== '');
    // One row per attribute, plus one row (with empty attribute cells) per competency that has none.
    expect(attributeRows).toHaveLength(BIOEXCEL.attributeCount);
    expect(rows).toHaveLength(BIOEXCEL.attributeCount + BIOEXCEL.competenciesWithoutAttributes);
    expect(new Set(rows.map((row) => row[competencyColumn])).size).toBe(BIOEXCEL.competencyCount);

    // The expertise levels beside the rows, lowest rating first (ADR 0067).
    const rating = header.indexOf('Expertise level rating');
    const level = header.indexOf('Expertise level');
    expect(rating).toBeGreaterThan(-1);
    const scale = rows.filter((row) => (row[rating] ?? '') !== '').map((row) => [row[rating], row[level]]);
    expect(scale).toEqual([
      ['0', 'Not applicable'],
      ['1', 'Awareness'],
      ['2', 'Working knowledge'],
      ['3', 'Specialist knowledge'],
    ]);
    expect(rows.slice(0, 4).map((row) => row[rating])).toEqual(['0', '1', '2', '3']);

    // Titles with commas and apostrophes survive the CSV round trip unchanged.
    expect(rows.map((row) => row[competencyColumn])).toContain(BIOEXCEL.commaCompetency);
    const attributes = attributeRows.map((row) => row[attributeColumn]);
    expect(attributes).toContain('Broad understanding of the relevant ethical, legal, and social issues');
    expect(attributes).toContain(
      "Confronts or reports potentially unethical behaviour or behaviour at odds with the organisation's values",
    );
  });

  test('an unchecked identifier is left out of the CSV', async ({ page }) => {
    await page.goto(EXPORT_PATH);
    await page.getByRole('checkbox', { name: 'Attribute UUID', exact: true }).uncheck();
    await page.getByRole('checkbox', { name: 'Domain ID', exact: true }).uncheck();
    const preview = page.getByRole('table');
    await expect(preview.getByRole('columnheader', { name: 'Domain ID', exact: true })).toHaveCount(0);
    await expect(preview.getByRole('columnheader', { name: 'Attribute UUID', exact: true })).toHaveCount(0);
    const { header, rows } = await parseDownload(await exportCsv(page));
    expect(header).not.toContain('Attribute UUID');
    expect(header).not.toContain('Domain ID');
    expect(header).toContain('Attribute ID');
    expect(rows.filter((row) => (row[header.indexOf('Attribute')] ?? '') !== '')).toHaveLength(
      BIOEXCEL.attributeCount,
    );
  });

  test("'Other formats' downloads the framework JSON, CASE 1.1 and 1.0, CTDL-ASN and Moodle files, each described", async ({
    page,
    checkA11y,
  }) => {
    await page.goto(EXPORT_PATH);
    const formats = page.getByRole('region', { name: 'Other formats' });
    await expect(formats.getByRole('link')).toHaveText([
      'Framework JSON',
      'CASE 1.1 package',
      'CASE 1.0 package',
      'CTDL-ASN (JSON-LD)',
      'Moodle competency framework (CSV)',
    ]);
    await expect(formats.getByText(/without losing anything/)).toBeVisible();
    await checkA11y(page);
    const downloadPromise = page.waitForEvent('download');
    await formats.getByRole('link', { name: 'Framework JSON' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('bioexcel-1.0.json');
    const file = JSON.parse(await readFile(await download.path(), 'utf8'));
    expect(file).toMatchObject({ machine_name: 'bioexcel', version: '1.0' });
    expect(file.domains.map((d: { title: string }) => d.title)).toEqual(BIOEXCEL.domains);
    const casePromise = page.waitForEvent('download');
    await formats.getByRole('link', { name: 'CASE 1.1 package' }).click();
    const pkg = JSON.parse(await readFile(await (await casePromise).path(), 'utf8'));
    expect(pkg.CFDocument).toMatchObject({ title: 'BioExcel', version: '1.0', caseVersion: '1.1' });
    await expect(formats.getByText(/such as OpenSALT/)).toBeVisible();
    const oldCasePromise = page.waitForEvent('download');
    await formats.getByRole('link', { name: 'CASE 1.0 package' }).click();
    const oldPkg = JSON.parse(await readFile(await (await oldCasePromise).path(), 'utf8'));
    expect(oldPkg.CFDocument).toMatchObject({ title: 'BioExcel', version: '1.0' });
    expect(oldPkg.CFDocument.caseVersion).toBeUndefined();
    expect(JSON.stringify(oldPkg)).not.toContain('targetType');
  });

  test('framework and competency pages describe themselves as schema.org DefinedTermSet and DefinedTerm', async ({
    page,
  }) => {
    const jsonLd = async () =>
      JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    await page.goto(BIOEXCEL.path);
    await expect(page.getByRole('heading', { level: 1, name: 'BioExcel' })).toBeVisible();
    const set = await jsonLd();
    const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
    // @ids are built from stable uuids (never a row id), and sameAs names the CASE document.
    expect(set).toMatchObject({ '@type': 'DefinedTermSet', name: 'BioExcel 1.0' });
    expect(set['@id']).toMatch(new RegExp(`/id/${uuid}$`));
    expect(set.sameAs).toMatch(new RegExp(`/ims/case/v1p1/CFDocuments/${uuid}$`));
    expect(new URL(set.url).pathname).toBe(new URL(page.url()).pathname);
    expect(set.hasDefinedTerm).toHaveLength(31);
    const term = set.hasDefinedTerm[0];
    expect(term['@id']).toMatch(new RegExp(`^${set['@id']}/${uuid}$`));
    expect(term.sameAs).toMatch(new RegExp(`/ims/case/v1p1/CFItems/${uuid}$`));
    // The @id resolves (303) to the competency page, which describes the same term.
    await page.goto(term['@id']);
    expect(new URL(page.url()).pathname).toBe(new URL(term.url).pathname);
    await expect(page.getByRole('heading', { level: 1, name: term.name })).toBeVisible();
    const path = (uri: string) => new URL(uri).pathname;
    const described = await jsonLd();
    expect(described).toMatchObject({ '@type': 'DefinedTerm', name: term.name });
    expect(path(described['@id'])).toBe(path(term['@id']));
    expect(path(described.sameAs)).toBe(path(term.sameAs));
    expect(path(described.inDefinedTermSet['@id'])).toBe(path(set['@id']));
  });
});

test("'CSV for Excel' is the same file behind a UTF-8 byte order mark", async ({ page, checkA11y }) => {
  await page.goto(EXPORT_PATH);
  const plain = await (await exportCsv(page)).path();
  const excelPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV for Excel' }).click();
  const excel = await readFile(await (await excelPromise).path());
  expect([...excel.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(excel.subarray(3).equals(await readFile(plain))).toBe(true);
  await checkA11y(page);
});

test.describe('reference profile columns', () => {
  const STAGES = [
    'Core facility scientist I',
    'Core facility scientist II',
    'Core facility scientist III',
    'Managerial role',
  ];
  const LEVELS = ['Not Applicable', 'Level 1', 'Level 2', 'Level 3 (most advanced)'];

  test("lists a version's reference profiles; the ticked ones add their expected level to the CSV", async ({
    page,
    checkA11y,
  }) => {
    await page.goto(`${ISCB_EXTENSION.path}/export-framework`);
    const group = page.getByRole('group', { name: 'Reference profiles' });
    for (const name of STAGES) await expect(group.getByRole('checkbox', { name, exact: true })).toBeChecked();
    await expect(page.getByText(/No reference profiles/)).toHaveCount(0);
    const preview = page.getByRole('table');
    await expect(
      preview.getByRole('columnheader', { name: 'Managerial role (expected level)', exact: true }),
    ).toBeVisible();
    await checkA11y(page);

    await group.getByRole('checkbox', { name: 'Core facility scientist II', exact: true }).uncheck();
    await group.getByRole('checkbox', { name: 'Core facility scientist III', exact: true }).uncheck();
    await expect(
      preview.getByRole('columnheader', { name: 'Core facility scientist II (expected level)', exact: true }),
    ).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    const { header, rows } = await parseDownload(await exportCsv(page));
    const profileColumns = header.filter((h) => h.endsWith(' (expected level)'));
    expect(profileColumns).toEqual([
      'Core facility scientist I (expected level)',
      'Managerial role (expected level)',
    ]);
    // The whole version (ADR 0045): the 13 ISCB 3.0 competencies it builds on and its own six, each with
    // every ticked profile's level.
    const competency = header.indexOf('Competency UUID');
    expect(new Set(rows.map((row) => row[competency])).size).toBe(19);
    expect(rows).toHaveLength(19);
    for (const row of rows) {
      for (const column of profileColumns) expect(LEVELS).toContain(row[header.indexOf(column)]);
    }
    // What the other formats hold is said exactly: the extension's own content and the version it extends.
    await expect(page.getByTestId('other-formats-scope')).toHaveText(
      "Every format below holds this extension's own domains, competencies and attributes, and names the version it extends, ISCB 3.0, whose competencies are in that version's export. The CSV above holds both, with each reference profile's expected levels.",
    );
  });

  test('a version without reference profiles says so', async ({ page }) => {
    await page.goto(EXPORT_PATH);
    await expect(
      page
        .getByRole('group', { name: 'Reference profiles' })
        .or(page.getByText('Reference profiles'))
        .first(),
    ).toBeVisible();
    await expect(page.getByText(/No reference profiles have been published for this version/)).toBeVisible();
  });
});
