/**
 * Files imported into an existing draft (ADR 0022; docs/features/curation.md §5, ADR 0036): the case manager's own framework
 * (created per attempt from a small package, so no other spec touches it) gets a file on its manage
 * screen, its kind told by its content, never by its name: a CASE package named `framework.csv` and a
 * Moodle CSV named `framework.txt` are both recognised and imported. The preview says which kind it
 * recognised and what will be added, changed and moved (the move listed) before anything is written; the
 * import keeps positions and is one change set; 'Undo this import' restores the draft. A file of no kind
 * the draft reads is refused with the server's reason, the draft unchanged and the file still chosen.
 */
import type { Locator, Page, TestInfo } from '@playwright/test';
import { signIn, USERS } from '../auth';
import { expect, test } from '../fixtures';
import { openManageTab } from './curation-api';

const when = '2026-11-01T10:00:00+00:00';

/** A CFPackage of two domains with a competency each; `u(n)` makes the attempt's identifiers. */
function casePackage(title: string, u: (n: number) => string) {
  const link = (id: string) => ({ identifier: id, title: id, uri: `https://example.org/${id}` });
  const item = (n: number, fullStatement: string, CFItemType: string) => ({
    identifier: u(n),
    uri: `https://example.org/${u(n)}`,
    fullStatement,
    CFItemType,
    lastChangeDateTime: when,
  });
  const childOf = (n: number, origin: number, destination: number, sequenceNumber: number) => ({
    identifier: u(n),
    uri: `https://example.org/${u(n)}`,
    associationType: 'isChildOf',
    sequenceNumber,
    originNodeURI: link(u(origin)),
    destinationNodeURI: link(u(destination)),
    lastChangeDateTime: when,
  });
  return {
    CFDocument: {
      identifier: u(1),
      uri: 'https://example.org/doc',
      creator: 'Hub',
      title,
      lastChangeDateTime: when,
    },
    CFItems: [
      item(2, 'Planning', 'Domain'),
      item(3, 'Delivery', 'Domain'),
      item(4, 'Write a project plan', 'Competency'),
      item(5, 'Run a retrospective', 'Competency'),
      item(6, 'Knows planning methods', 'Knowledge'),
    ],
    CFAssociations: [
      childOf(20, 2, 1, 1),
      childOf(21, 3, 1, 2),
      childOf(22, 4, 2, 1),
      childOf(23, 5, 2, 2),
      childOf(24, 6, 4, 1),
    ],
  };
}

/** Signs in the case manager and creates the attempt's framework (a draft) from `casePackage`. */
async function createFramework(page: Page, testInfo: TestInfo) {
  const attempt = `${Date.now().toString(16).slice(-8)}${testInfo.retry}`.slice(-12).padStart(12, '0');
  const u = (n: number) => `${String(n).padStart(8, '0')}-0000-4000-8000-${attempt}`;
  const title = `Project skills ${attempt}`;
  await signIn(page, USERS.caseManager.username, USERS.caseManager.password);
  const token = (await (await page.request.get('/api/v1/session/token')).json()) as { csrfToken: string };
  const created = await page.request.post('/api/v1/manage/frameworks/import-case', {
    headers: { 'X-CSRF-Token': token.csrfToken },
    data: { package: JSON.stringify(casePackage(title, u)) },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { machineName } = (await created.json()) as { machineName: string };
  return { machineName, title, u };
}

/** Chooses a file in the panel under the name (and type) given, whatever its content, and previews it. */
async function previewFile(panel: Locator, name: string, mimeType: string, text: string) {
  await panel.locator('input[type="file"]').setInputFiles({ name, mimeType, buffer: Buffer.from(text) });
  await panel.getByRole('button', { name: 'Preview the import' }).click();
}

/** The draft's recorded imports (change sets), read through the API. */
async function changeSets(page: Page, machineName: string) {
  const res = await page.request.get(`/api/v1/manage/frameworks/${machineName}/draft/change-sets`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { changeSets: { undoneAt: string | null }[] }).changeSets;
}

test('a manager previews a CASE package named .csv into the draft, imports it and undoes the import', async ({
  page,
  checkA11y,
}, testInfo) => {
  test.slow(); // two imports, a preview, an undo and three axe scans on CI's two busy cores
  const { machineName, title, u } = await createFramework(page, testInfo);

  // The edited package: a competency reworded, one moved to the other domain, one added.
  const edited = casePackage(title, u);
  (edited.CFItems[2] as { fullStatement: string }).fullStatement = 'Write and share a project plan';
  (edited.CFAssociations[3] as { destinationNodeURI: { identifier: string } }).destinationNodeURI.identifier =
    u(3);
  edited.CFItems.push({
    identifier: u(7),
    uri: 'https://example.org/7',
    fullStatement: 'Estimate effort',
    CFItemType: 'Competency',
    lastChangeDateTime: when,
  });
  edited.CFAssociations.push({
    ...(edited.CFAssociations[2] as (typeof edited.CFAssociations)[number]),
    identifier: u(25),
    originNodeURI: { identifier: u(7), title: 'x', uri: 'https://example.org/7' },
  });

  await page.goto(`/framework/${machineName}/manage/competencies`);
  await openManageTab(page, 'Add and import');
  const panel = page.getByRole('region', { name: 'Import into the draft' });
  await expect(panel.getByRole('button', { name: 'Preview the import' })).toBeDisabled();
  // A misleading name: the panel no longer sends a '.csv' to the Moodle import.
  await previewFile(panel, 'framework.csv', 'text/csv', JSON.stringify(edited));
  const status = panel.getByRole('status');
  await expect(status).toContainText(
    'Recognised as a CASE 1.0/1.1 package (JSON with CFDocument), read as UTF-8.',
  );
  await expect(status).toContainText(
    'This import will add 0 domains, 1 competency, 0 attributes; change 0 domains, 1 competency, 0 attributes; move 0 domains, 1 competency, 0 attributes.',
  );
  await expect(panel.getByTestId('draft-import-moves')).toContainText(
    'The competency “Run a retrospective” moves from “Planning” to “Delivery” (placed last there).',
  );
  await checkA11y(page);
  // The preview lists the new competency under its domain (ADR 0065); nothing is written by it.
  await expect(panel.getByTestId('draft-import-added')).toContainText(
    'The competency “Estimate effort” under “Planning”',
  );
  await expect(page.getByText('Estimate effort', { exact: true })).toHaveCount(0);

  await panel.getByRole('button', { name: 'Import into the draft' }).click();
  await expect(status).toContainText('Added 0 domains, 1 competency, 0 attributes');
  expect(await changeSets(page, machineName)).toHaveLength(1);
  // The tree shows the import; the panel keeps its result behind its tab.
  await openManageTab(page, 'Domains and competencies');
  await expect(page.getByText('Estimate effort').first()).toBeVisible();
  await expect(page.getByText('Write and share a project plan').first()).toBeVisible();
  await checkA11y(page);
  await openManageTab(page, 'Add and import');

  await panel.getByRole('button', { name: 'Undo this import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Undo this import?' });
  await expect(dialog).toContainText('Items anyone changed after the import keep those changes');
  await dialog.getByRole('button', { name: 'Undo the import' }).click();
  await expect(status).toContainText('The draft is as it was before the import.');
  await expect(page.getByText('Estimate effort')).toHaveCount(0);
  await openManageTab(page, 'Domains and competencies');
  await expect(page.getByText('Write a project plan', { exact: true }).first()).toBeVisible();
  await checkA11y(page);
});

test('a Moodle CSV named .txt is recognised and imported; a file of no such kind is refused, nothing lost', async ({
  page,
  checkA11y,
}, testInfo) => {
  test.slow(); // a refusal, a preview, an import and three axe scans on CI's two busy cores
  const { machineName, u } = await createFramework(page, testInfo);
  await page.goto(`/framework/${machineName}/manage/competencies`);
  await openManageTab(page, 'Add and import');
  const panel = page.getByRole('region', { name: 'Import into the draft' });
  const status = panel.getByRole('status');

  // Neither a CASE package nor a CSV the draft reads: the server's reason, the draft as it was, the file
  // still chosen so that the curator sees what was refused.
  await previewFile(
    panel,
    'framework.json',
    'application/json',
    'Meeting notes, planning week\nnothing else',
  );
  const refusal = panel.getByRole('alert').filter({ hasText: 'The file was not imported' });
  await expect(refusal).toBeVisible();
  await expect(panel.getByTestId('draft-import-issues')).toContainText(
    'Not a file this import reads: expected a CASE 1.0/1.1 package (JSON with CFDocument), a Moodle competency framework CSV',
  );
  await expect(panel.getByRole('button', { name: 'Import into the draft' })).toHaveCount(0);
  await expect(panel.getByText('framework.json')).toBeVisible();
  expect(await changeSets(page, machineName)).toHaveLength(0);
  await checkA11y(page);

  // A Moodle CSV (uuids as ID numbers) under a misleading name: one competency added under 'Planning'.
  const moodle = [
    'Parent ID number,ID number,Short name,Description',
    `,${u(2)},Planning,Planning`,
    `${u(2)},${u(4)},Write a project plan,Write a project plan`,
    `${u(2)},${u(30)},Keep a risk register,Keep a risk register`,
  ].join('\n');
  await previewFile(panel, 'framework.txt', 'text/plain', moodle);
  await expect(status).toContainText('Recognised as a Moodle competency framework CSV');
  await expect(status).toContainText(
    'This import will add 0 domains, 1 competency, 0 attributes; change 0 domains, 0 competencies, 0 attributes; move 0 domains, 0 competencies, 0 attributes.',
  );
  await expect(status).toContainText(
    'Kept as they are (not in the file): 1 domain, 1 competency, 1 attribute.',
  );
  await expect(refusal).toHaveCount(0);
  await expect(page.getByText('Keep a risk register', { exact: true })).toHaveCount(0);
  await checkA11y(page);

  await panel.getByRole('button', { name: 'Import into the draft' }).click();
  await expect(status).toContainText('Added 0 domains, 1 competency, 0 attributes');
  expect(await changeSets(page, machineName)).toHaveLength(1);
  await expect(panel.getByRole('button', { name: 'Undo this import' })).toBeVisible();
  await checkA11y(page);
  await openManageTab(page, 'Domains and competencies');
  await expect(page.getByText('Keep a risk register').first()).toBeVisible();
  await expect(page.getByText('Run a retrospective').first()).toBeVisible();
});
