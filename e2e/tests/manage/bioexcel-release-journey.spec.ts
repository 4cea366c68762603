/**
 * ADR 0007 journey, end to end in Chromium: a framework manager signs in, creates a draft of BioExcel,
 * adds a domain, three competencies and their attributes, reorders the competencies by drag and drop and
 * by keyboard, archives one, edits the release notes and releases '1.1'. A visitor then sees 1.1 as the
 * live version with 1.0 under the previous versions, and the public API returns 1.1.
 * Then the draft takes an edited CSV export (preview, import, undo; ADR 0022; docs/features/curation.md §5).
 * The only spec that touches BioExcel on the curation server.
 */

import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import Papa from 'papaparse';
import { signIn, USERS } from '../auth';
import { expect, test, waitForAppAfterGoto } from '../fixtures';
import { dragAnnounced, openManageTab } from './curation-api';

const DOMAIN = 'Journey: research software stewardship';
const COMPETENCIES = [
  'Alpha: plan software releases',
  'Beta: review code changes',
  'Gamma: archive datasets',
] as const;
const NOTES = 'Adds a domain on research software stewardship with three competencies.';

test.describe.configure({ mode: 'serial' });

/** A copy of a manage view's value without its rows' `revision` fields. */
function withoutRevisions(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value), (key, v) => (key === 'revision' ? undefined : v));
}

/** Titles of the competencies of the journey's domain, in the order the table shows them. */
async function competencyOrder(page: Page): Promise<string[]> {
  const table = page.getByRole('table', { name: `Competencies of ${DOMAIN}` });
  const titles = await table.getByText(/^(Alpha|Beta|Gamma):/).allTextContents();
  return titles.map((t: string) => t.trim());
}

async function openOrderModal(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: `Change order of the competencies of ${DOMAIN}` }).click();
  const dialog = page.getByRole('dialog', { name: `Change order of the competencies of ${DOMAIN}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a manager drafts, edits and releases BioExcel 1.1; visitors and the API then see it', async ({
  page,
  browser,
  checkA11y,
}) => {
  // Many steps on BioExcel's whole manage tree, six axe scans and a visitor's pages: 3-4 min on a busy runner.
  test.setTimeout(300_000);
  await signIn(page, USERS.manager.username, USERS.manager.password);

  // The manage-frameworks list leads to the read-only live version with 'Create draft'.
  await page.goto('/manage-frameworks');
  await page
    .getByRole('link', { name: /BioExcel/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/framework\/bioexcel\/manage\/data$/);
  await expect(page.getByRole('heading', { level: 1, name: 'BioExcel' })).toBeVisible();
  await openManageTab(page, 'Release');
  await page.getByRole('button', { name: 'Create draft' }).click();
  await page
    .getByRole('dialog', { name: 'Create a draft?' })
    .getByRole('button', { name: 'Create the draft' })
    .click();
  await expect(page.getByText('in-progress', { exact: true })).toBeVisible();
  await openManageTab(page, 'Domains and competencies');
  await expect(page.getByRole('button', { name: 'Add domains' })).toBeVisible();
  await checkA11y(page);

  // Add a domain (one per line).
  await page.getByRole('button', { name: 'Add domains' }).click();
  const domainsDialog = page.getByRole('dialog', { name: 'Add domains' });
  await domainsDialog.getByRole('textbox', { name: 'Domains' }).fill(`${DOMAIN}\n`);
  await domainsDialog.getByRole('button', { name: 'Add domains' }).click();
  // The snackbar shows for 4 s from the answer, while the dialog may still be closing on a busy machine.
  await expect(page.getByText('Domains created')).toBeVisible();
  await expect(domainsDialog).toHaveCount(0);
  await expect(page.getByRole('heading', { name: DOMAIN })).toBeVisible();

  // Three competencies in one 'Add competencies' dialog; the first row cannot be removed.
  await page.getByRole('button', { name: `Add competencies to ${DOMAIN}` }).click();
  const competenciesDialog = page.getByRole('dialog', { name: `Add competencies to ${DOMAIN}` });
  await expect(competenciesDialog.getByRole('button', { name: 'Remove competency 1' })).toHaveCount(0);
  for (const [index, title] of COMPETENCIES.entries()) {
    if (index > 0) await competenciesDialog.getByRole('button', { name: 'Add another competency' }).click();
    await competenciesDialog.getByRole('textbox', { name: `Competency ${index + 1} text` }).fill(title);
  }
  await checkA11y(page, { include: ['[role="dialog"]'] });
  await competenciesDialog.getByRole('button', { name: 'Save competencies' }).click();
  // As with the domains: the 4 s snackbar is awaited while the dialog closes, not after.
  await expect(page.getByText('Competencies added successfully')).toBeVisible();
  await expect(competenciesDialog).toHaveCount(0);
  expect(await competencyOrder(page)).toEqual(COMPETENCIES);

  // One Knowledge attribute per competency (bulk add is awaited: docs/features/original-hub.md).
  for (const title of COMPETENCIES) {
    await page.getByRole('button', { name: `Details of ${title}` }).click();
    await page.getByRole('button', { name: 'Add Knowledge attributes' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Knowledge attributes' });
    await dialog.getByRole('textbox').fill(`Knows the basics of ${title.split(':')[0]}`);
    await dialog.getByRole('button', { name: 'Add attributes' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(
      page
        .getByRole('table', { name: `Competencies of ${DOMAIN}` })
        .getByText(`Knows the basics of ${title.split(':')[0]}`),
    ).toBeVisible();
    await page.getByRole('button', { name: `Details of ${title}` }).click();
  }

  // Reorder by drag and drop: Gamma to the top.
  let dialog = await openOrderModal(page);
  const gamma = dialog.getByRole('button', { name: `Drag ${COMPETENCIES[2]}` });
  const alpha = dialog.getByRole('button', { name: `Drag ${COMPETENCIES[0]}` });
  // hover() waits until the handle stands still, that is until the dialog has finished opening;
  // positions measured during its opening transition would miss the handles.
  await gamma.hover();
  const from = await gamma.boundingBox();
  const to = await alpha.boundingBox();
  if (!from || !to) throw new Error('drag handles are not visible');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  // The pointer sensor starts a drag after a few pixels of movement; wait until it has picked Gamma up.
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 8, { steps: 4 });
  await expect(gamma).toHaveAttribute('aria-pressed', 'true');
  await page.mouse.move(to.x + to.width / 2, to.y + 2, { steps: 12 });
  // Dropped only once dnd-kit has taken Gamma over the first place.
  await dragAnnounced(page, `${COMPETENCIES[2]} is over position 1 of 3.`);
  await page.mouse.up();
  await expect
    .poll(() =>
      dialog
        .getByRole('button', { name: /^Drag / })
        .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))),
    )
    .toEqual([`Drag ${COMPETENCIES[2]}`, `Drag ${COMPETENCIES[0]}`, `Drag ${COMPETENCIES[1]}`]);
  await checkA11y(page, { include: ['[role="dialog"]'] });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => competencyOrder(page)).toEqual([COMPETENCIES[2], COMPETENCIES[0], COMPETENCIES[1]]);

  // Reorder by keyboard: pick up Beta (last) with Space, move it up once, drop it with Space.
  dialog = await openOrderModal(page);
  const beta = dialog.getByRole('button', { name: `Drag ${COMPETENCIES[1]}` });
  await beta.focus();
  await page.keyboard.press('Space');
  // @dnd-kit moves with the arrow keys only once it has measured the items: it then says where Beta is.
  await expect(beta).toHaveAttribute('aria-pressed', 'true');
  await dragAnnounced(page, `${COMPETENCIES[1]} is over position 3 of 3.`);
  await page.keyboard.press('ArrowUp');
  await dragAnnounced(page, `${COMPETENCIES[1]} is over position 2 of 3.`);
  await page.keyboard.press('Space');
  await dragAnnounced(page, `${COMPETENCIES[1]} dropped at position 2 of 3.`);
  await expect(beta).not.toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => competencyOrder(page)).toEqual([COMPETENCIES[2], COMPETENCIES[1], COMPETENCIES[0]]);

  // Archive Beta: struck through and no longer editable.
  await page.getByRole('switch', { name: `Archived: ${COMPETENCIES[1]}` }).click();
  await expect(page.getByText('Competency status updated')).toBeVisible();
  await expect(page.getByRole('switch', { name: `Archived: ${COMPETENCIES[1]}` })).toBeChecked();
  await expect(page.getByText(COMPETENCIES[1], { exact: true })).toHaveCSS(
    'text-decoration-line',
    'line-through',
  );

  // Release notes, then release 1.1 (with confirmation).
  await openManageTab(page, 'Release');
  await page.getByRole('textbox', { name: 'Release notes' }).fill(NOTES);
  await page.getByRole('button', { name: 'Save release notes' }).click();
  await expect(page.getByText('Record updated')).toBeVisible();
  await page
    .getByRole('textbox', { name: /New version number \(current live version: 1\.0\)/ })
    .fill(' 1.1 ');
  await page.getByRole('button', { name: 'Release new version' }).click();
  const confirm = page.getByRole('dialog', { name: 'Release this draft?' });
  // 'Review changes' (docs/features/browsing.md §9): the draft against 1.0, summarised, then in full.
  await expect(confirm.getByTestId('release-change-summary')).toHaveText(
    'Changes since version 1.0: 7 added.',
  );
  await confirm.getByRole('button', { name: 'Review changes' }).click();
  await expect(confirm.getByRole('button', { name: 'Hide changes' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(confirm.getByRole('heading', { name: DOMAIN })).toBeVisible();
  // Beta was added and archived in the same draft: one 'added' change, marked archived.
  await expect(confirm.getByTestId('diff-change').filter({ hasText: COMPETENCIES[1] })).toHaveText([
    /Added.*Beta: review code changes \(archived\)/,
  ]);
  await checkA11y(page);
  await confirm.getByRole('button', { name: 'Release version 1.1' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByText('live', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create draft' })).toBeVisible();

  // A visitor (new browser context, not signed in) sees 1.1 as the live version, 1.0 as a previous one.
  const visitorContext = await browser.newContext();
  const visitor = waitForAppAfterGoto(await visitorContext.newPage());
  await visitor.goto('/');
  await visitor
    .getByRole('link', { name: /BioExcel/ })
    .first()
    .click();
  await expect(visitor).toHaveURL(/\/framework\/bioexcel\/1\.1/);
  const versions = visitor.getByRole('region', { name: 'Versions' });
  await expect(versions.getByRole('link', { name: 'Version 1.1' })).toHaveAttribute('aria-current', 'page');
  await expect(versions.getByRole('link', { name: 'Version 1.0' })).toBeVisible();
  await versions.getByRole('button', { name: 'Release notes of version 1.1' }).click();
  await expect(visitor.getByRole('dialog').getByText(NOTES)).toBeVisible();
  await visitor.keyboard.press('Escape');
  await expect(visitor.getByText(DOMAIN).first()).toBeVisible();
  await checkA11y(visitor);

  // 'What changed since 1.0' (docs/features/browsing.md §9): counts, changes by domain, filter by kind.
  await versions.getByRole('link', { name: 'What changed since 1.0' }).click();
  await expect(visitor).toHaveURL(/\/framework\/bioexcel\/compare\/1\.0\/1\.1$/);
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'What changed in BioExcel 1.1' }),
  ).toBeVisible();
  await expect(visitor.getByRole('list', { name: 'Changes by kind' }).getByRole('listitem')).toHaveText([
    '7 added',
  ]);
  await expect(visitor.getByRole('heading', { name: DOMAIN })).toBeVisible();
  await expect(visitor.getByTestId('diff-change').first()).toHaveText(/Added.*Domain 5: Journey/);
  await visitor.getByLabel('Kind of change').selectOption('added');
  await expect(visitor.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(
    'Showing 7 of 7 changes',
  );
  await checkA11y(visitor);
  await visitor.goBack();

  // The public API serves 1.1 with the new domain; the archived competency is marked archived.
  const api = await visitor.request.get('/api/bioexcel/1.1?_format=json');
  expect(api.status()).toBe(200);
  const [content] = (await api.json()) as {
    version: string;
    status: string;
    domains: { title: string; competencies: { title: string; archived: string }[] }[];
  }[];
  expect(content?.version).toBe('1.1');
  const domain = content?.domains.find((d) => d.title === DOMAIN);
  expect(domain?.competencies.map((c) => [c.title, c.archived])).toEqual([
    [COMPETENCIES[2], '0'],
    [COMPETENCIES[1], '1'],
    [COMPETENCIES[0], '0'],
  ]);
  const manager = await visitor.request.get('/api/version_manager?_format=json');
  const bioexcel = (
    (await manager.json()) as { machine_name: string; versions: { number: string; status: string }[] }[]
  ).find((f) => f.machine_name === 'bioexcel');
  expect(bioexcel?.versions).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ number: '1.1', status: 'live' }),
      expect.objectContaining({ number: '1.0', status: 'live' }),
    ]),
  );
  await visitorContext.close();
});

test('a manager edits the exported CSV of 1.1 in a spreadsheet and imports it into a new draft', async ({
  page,
  checkA11y,
}) => {
  test.slow(); // export, edit, upload, plan and import: 26 s on CI's two busy cores
  await signIn(page, USERS.manager.username, USERS.manager.password);
  await page.goto('/framework/bioexcel/manage/data');
  await openManageTab(page, 'Release');
  await page.getByRole('button', { name: 'Create draft' }).click();
  await page
    .getByRole('dialog', { name: 'Create a draft?' })
    .getByRole('button', { name: 'Create the draft' })
    .click();
  await openManageTab(page, 'Domains and competencies');
  await expect(page.getByRole('button', { name: 'Add domains' })).toBeVisible();

  await page.goto('/framework/bioexcel/1.1/export-framework');
  await expect(page.getByRole('region', { name: 'Import CSV into the draft' })).toBeVisible();
  await checkA11y(page);
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const text = (await readFile(await (await downloadPromise).path(), 'utf8')).replace(/^\uFEFF/, '');
  const [header = [], ...rows] = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
  const uuid = header.indexOf('Competency UUID');
  const title = header.indexOf('Competency');
  const target = rows[0]?.[uuid];
  const renamed = `${rows[0]?.[title]} (edited in a spreadsheet)`;
  for (const row of rows) if (row[uuid] === target) row[title] = renamed;
  const panel = page.getByRole('region', { name: 'Import CSV into the draft' });
  const upload = async (csv: string) => {
    await panel.locator('input[type="file"]').setInputFiles({
      name: 'bioexcel-edited.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await panel.getByRole('button', { name: 'Preview the import' }).click();
  };

  // A file without the UUID columns is refused with the reason; nothing changes.
  const withoutUuids = Papa.unparse({
    fields: header.filter((h) => !h.endsWith('UUID')),
    data: rows.map((r) => r.filter((_, i) => !header[i]?.endsWith('UUID'))),
  });
  await upload(withoutUuids);
  await expect(panel.getByRole('alert')).toContainText('The file was not imported');
  await expect(panel.getByTestId('import-issues')).toContainText('Row 1: Missing columns: Domain UUID');
  await checkA11y(page);

  await upload(Papa.unparse({ fields: header, data: rows }, { delimiter: ';' }));
  // The preview says what the import will do before anything is written (ADR 0022).
  await expect(panel.getByRole('status')).toContainText('Read as UTF-8.');
  await expect(panel.getByRole('status')).toContainText(
    'This import will add 0 domains, 0 competencies, 0 attributes; change 0 domains, 1 competency, 0 attributes',
  );
  await panel.getByRole('button', { name: 'Import into the draft' }).click();
  await expect(panel.getByRole('status')).toContainText(
    'Added 0 domains, 0 competencies, 0 attributes; changed 0 domains, 1 competency, 0 attributes; moved',
  );
  await checkA11y(page);
  await panel.getByRole('link', { name: 'Open the draft' }).click();
  await expect(page).toHaveURL(/\/framework\/bioexcel\/manage\/competencies/);
  await expect(page.getByText(renamed).first()).toBeVisible();
});

test('a Windows-1252 CSV with a new and a moved competency is previewed, imported and undone', async ({
  page,
  checkA11y,
}) => {
  test.slow(); // export, edit, preview, import, undo and their axe scans on CI's two busy cores
  await signIn(page, USERS.manager.username, USERS.manager.password);
  const draftBefore = await (await page.request.get('/api/v1/manage/frameworks/bioexcel')).json();
  expect(draftBefore.editable).toBe(true);
  await page.goto('/framework/bioexcel/1.1/export-framework');
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const text = (await readFile(await (await downloadPromise).path(), 'utf8')).replace(/^\uFEFF/, '');
  const [header = [], ...rows] = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
  const col = (name: string) => header.indexOf(name);
  // The export is of 1.1; the draft has the renamed competency of the previous test: keep its title.
  const draftTitles = new Map<string, string>(
    draftBefore.domains.flatMap((d: { competencies: { uuid: string; title: string }[] }) =>
      d.competencies.map((c) => [c.uuid, c.title] as const),
    ),
  );
  for (const row of rows) {
    row[col('Competency')] =
      draftTitles.get(row[col('Competency UUID')] ?? '') ?? row[col('Competency')] ?? '';
  }
  const [first, second] = draftBefore.domains as {
    uuid: string;
    title: string;
    competencies: { uuid: string; title: string }[];
  }[];
  const moving = first?.competencies[0];
  // A new competency in the first domain, copied from its first row before that row's competency moves.
  const fresh = [...(rows[0] as string[])];
  fresh[col('Competency UUID')] = '';
  fresh[col('Competency')] = 'Café culture in research groups';
  fresh[col('Attribute UUID')] = '';
  fresh[col('Attribute')] = 'Brews a crème of ideas';
  for (const row of rows) {
    if (row[col('Competency UUID')] === moving?.uuid) {
      row[col('Domain UUID')] = second?.uuid ?? '';
      row[col('Domain')] = second?.title ?? '';
    }
  }
  rows.unshift(fresh);
  // Excel's plain 'CSV' on Western Windows: Windows-1252, no byte order mark.
  const latin1 = Buffer.from(Papa.unparse({ fields: header, data: rows }, { delimiter: ';' }), 'latin1');

  const panel = page.getByRole('region', { name: 'Import CSV into the draft' });
  await panel.locator('input[type="file"]').setInputFiles({
    name: 'bioexcel-excel.csv',
    mimeType: 'text/csv',
    buffer: latin1,
  });
  await panel.getByRole('button', { name: 'Preview the import' }).click();
  const status = panel.getByRole('status');
  await expect(status).toContainText('Read as Windows-1252.');
  await expect(status).toContainText(
    'This import will add 0 domains, 1 competency, 1 attribute; change 0 domains, 0 competencies, 0 attributes; move 0 domains, 1 competency, 0 attributes.',
  );
  await expect(panel.getByTestId('import-moves')).toContainText(
    `The competency “${moving?.title}” moves from “${first?.title}” to “${second?.title}” (placed last there).`,
  );
  await checkA11y(page);
  const unchanged = await (await page.request.get('/api/v1/manage/frameworks/bioexcel')).json();
  expect(unchanged.domains).toEqual(draftBefore.domains);

  await panel.getByRole('button', { name: 'Import into the draft' }).click();
  await expect(status).toContainText('Added 0 domains, 1 competency, 1 attribute');
  const after = await (await page.request.get('/api/v1/manage/frameworks/bioexcel')).json();
  const firstAfter = after.domains[0].competencies.map((c: { title: string }) => c.title);
  expect(firstAfter.at(-1)).toBe('Café culture in research groups');

  await panel.getByRole('button', { name: 'Undo this import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Undo this import?' });
  await expect(dialog).toContainText('Items anyone changed after the import keep those changes');
  await checkA11y(page);
  await dialog.getByRole('button', { name: 'Undo the import' }).click();
  await expect(status).toContainText('The draft is as it was before the import.');
  const undone = await (await page.request.get('/api/v1/manage/frameworks/bioexcel')).json();
  // The same items, titles, places and codes; each restored row has a new revision (an undo is a change:
  // an edit based on the revision read before it is stale; ADR 0066).
  expect(withoutRevisions(undone.domains)).toEqual(withoutRevisions(draftBefore.domains));
});
