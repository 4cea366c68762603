/**
 * A manager's edit on the manage screen does not read the whole manage view again (ADR 0060: the view of
 * a large framework is megabytes): the answer of a rename, an archive toggle or a mapping is written into
 * the screen's cached view. The screen still shows each change, a second edit of the same item is based
 * on the revision the first one returned (no conflict dialog), and a reload shows what was saved. A move
 * (a new position) changes an order whose ETag only the server computes: that one reads the view again.
 * The case manager's own framework, created per attempt (POST /api/v1/manage/frameworks).
 */
import type { Page, Request, TestInfo } from '@playwright/test';
import { signIn, USERS } from '../auth';
import { expect, test } from '../fixtures';
import { manageSend } from './curation-api';

// A framework created through the API, then nine edits, on a shared two-core machine.
test.setTimeout(180_000);
const patient = expect.configure({ timeout: 30_000 });

/** Creates this attempt's framework (an empty draft) with one domain of two competencies. */
async function createFramework(page: Page, testInfo: TestInfo): Promise<string> {
  const machineName = `no-reread-${Date.now().toString(36)}-${testInfo.retry}`;
  await signIn(page, USERS.caseManager.username, USERS.caseManager.password);
  const token = (await (await page.request.get('/api/v1/session/token')).json()) as { csrfToken: string };
  const created = await page.request.post('/api/v1/manage/frameworks', {
    headers: { 'X-CSRF-Token': token.csrfToken },
    data: { machineName, title: `No re-read ${machineName}`, category: 'Clinical professionals' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { domains } = await manageSend<{ domains: { id: number }[] }>(page, 'POST', machineName, '/domains', {
    titles: ['Data stewardship'],
  });
  await manageSend(page, 'POST', machineName, '/competencies', {
    domainId: domains[0]?.id,
    competencies: [{ title: 'Curate data' }, { title: 'Publish datasets' }],
  });
  return machineName;
}

test('renames, archive toggles and a mapping change the screen without reading the manage view again', async ({
  page,
}, testInfo) => {
  const framework = await createFramework(page, testInfo);
  await page.goto(`/framework/${framework}/manage/competencies`);
  const section = page.getByRole('region', { name: 'Data stewardship', exact: true });
  await patient(section.getByText('Curate data', { exact: true })).toBeVisible();

  // Every read of the whole manage view from here on (a competency's own view would be another path).
  const isViewRead = (request: Request) =>
    request.method() === 'GET' &&
    new URL(request.url()).pathname === `/api/v1/manage/frameworks/${framework}`;
  const reads: Request[] = [];
  page.on('request', (request) => {
    if (isViewRead(request)) reads.push(request);
  });
  const rename = async (label: string, from: string, to: string) => {
    await section.getByRole('button', { name: `Edit ${label} title: ${from}` }).click();
    // Page-wide: a domain's heading (its section's name) is replaced by the field while editing.
    const field = page.getByRole('textbox', { name: `New ${label} title` });
    await field.fill(to);
    await field.press('Enter');
  };

  await rename('competency', 'Curate data', 'Curate research data');
  await patient(section.getByText('Curate research data', { exact: true })).toBeVisible();
  // Based on the revision the rename answered: saved without a conflict dialog.
  await rename('competency', 'Curate research data', 'Curate and describe data');
  await patient(section.getByText('Curate and describe data', { exact: true })).toBeVisible();
  await patient(page.getByRole('dialog')).toHaveCount(0);

  await rename('domain', 'Data stewardship', 'Data stewardship and curation');
  const renamed = page.getByRole('region', { name: 'Data stewardship and curation', exact: true });
  const toggle = renamed.getByRole('switch', { name: 'Archived: Publish datasets' });
  await toggle.click();
  await patient(toggle).toBeChecked();
  await toggle.click();
  await patient(toggle).not.toBeChecked();

  await renamed.getByRole('button', { name: 'Details of Publish datasets' }).click();
  await renamed.getByRole('button', { name: 'Edit mapping of Publish datasets' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mapping of Publish datasets' });
  await dialog.getByRole('textbox', { name: 'This competency maps to:' }).click();
  await page.keyboard.type('Open data practice');
  await dialog.getByRole('button', { name: 'Save mapping' }).click();
  await patient(renamed.getByText('Open data practice')).toBeVisible();
  expect(reads, 'reads of the manage view during the edits').toHaveLength(0);

  // A new position moves the row: the order's ETag is the server's, so this one reads the view again.
  const reread = page.waitForRequest(isViewRead);
  const position = renamed.getByRole('textbox', { name: 'Position of Publish datasets' });
  await position.fill('0');
  await position.press('Enter');
  await reread;
  await patient(renamed.getByRole('row').nth(1)).toContainText('Publish datasets');

  // What the screen showed was saved.
  await page.reload();
  const reloaded = page.getByRole('region', { name: 'Data stewardship and curation', exact: true });
  await patient(reloaded.getByText('Curate and describe data', { exact: true })).toBeVisible();
  await patient(reloaded.getByRole('switch', { name: 'Archived: Publish datasets' })).not.toBeChecked();
});
