/**
 * The manage screen that scales (ADR 0019, addendum 'a manage screen that scales'): the domains and
 * competencies come first, a few Tab stops into the page, the tools behind tabs; the search box filters
 * domains and competencies as one types, says how many match, and Enter jumps to the first match; the
 * details of a competency with a long attribute list render its first items, not all of them. Axe scans
 * each state. The framework is the case manager's own, created per attempt from a CASE package with
 * three domains, five competencies and 400 attributes on 'Curate data'.
 */
import type { Page, TestInfo } from '@playwright/test';
import { signIn, USERS } from '../auth';
import { expect, test } from '../fixtures';
import { openManageTab } from './curation-api';

const COUNT = 400;
const when = '2026-11-01T10:00:00+00:00';

/** Signs in the case manager and creates this attempt's framework (a draft); returns its machine name. */
async function createFramework(page: Page, testInfo: TestInfo): Promise<string> {
  const attempt = `${Date.now().toString(16).slice(-8)}${testInfo.retry}`.slice(-12).padStart(12, '0');
  const u = (n: number) => `${String(n).padStart(8, '0')}-0000-4000-a000-${attempt}`;
  const link = (id: string) => ({ identifier: id, title: id, uri: `https://example.org/${id}` });
  const item = (n: number, fullStatement: string, CFItemType: string) => ({
    identifier: u(n),
    uri: `https://example.org/${u(n)}`,
    fullStatement,
    CFItemType,
    lastChangeDateTime: when,
  });
  const childOf = (n: number, origin: number, destination: number) => ({
    identifier: u(100_000 + n),
    uri: `https://example.org/a/${n}`,
    associationType: 'isChildOf',
    sequenceNumber: n,
    originNodeURI: link(u(origin)),
    destinationNodeURI: link(u(destination)),
    lastChangeDateTime: when,
  });
  const tree: [number, string, string, number][] = [
    [2, 'Data stewardship', 'Domain', 1],
    [3, 'Curate data', 'Competency', 2],
    [4, 'Publish datasets', 'Competency', 2],
    [5, 'Software', 'Domain', 1],
    [6, 'Write tests', 'Competency', 5],
    [7, 'Review code', 'Competency', 5],
    [8, 'Teaching', 'Domain', 1],
    [9, 'Teach data skills', 'Competency', 8],
  ];
  const attributes = Array.from({ length: COUNT }, (_, i) => i + 10);
  const pkg = {
    CFDocument: {
      identifier: u(1),
      uri: 'https://example.org/doc',
      creator: 'Hub',
      title: `Manage tree ${attempt}`,
      lastChangeDateTime: when,
    },
    CFItems: [
      ...tree.map(([n, title, type]) => item(n, title, type)),
      ...attributes.map((n) => item(n, `Long-list attribute ${n - 9}`, 'Knowledge')),
    ],
    CFAssociations: [
      ...tree.map(([n, , , parent]) => childOf(n, n, parent)),
      ...attributes.map((n) => childOf(n, n, 3)),
    ],
  };
  await signIn(page, USERS.caseManager.username, USERS.caseManager.password);
  const token = (await (await page.request.get('/api/v1/session/token')).json()) as { csrfToken: string };
  const created = await page.request.post('/api/v1/manage/frameworks/import-case', {
    headers: { 'X-CSRF-Token': token.csrfToken },
    data: { package: JSON.stringify(pkg) },
  });
  expect(created.status(), await created.text()).toBe(200);
  return ((await created.json()) as { machineName: string }).machineName;
}

test('the tree comes first; the search box filters domains and competencies and jumps to a match', async ({
  page,
  checkA11y,
}, testInfo) => {
  test.slow(); // a package of 400 items is imported first
  const machineName = await createFramework(page, testInfo);
  await page.goto(`/framework/${machineName}/manage/competencies`);
  const search = page.getByRole('searchbox', { name: 'Search domains and competencies' });
  await expect(search).toBeVisible();

  // From the top of the page, the search box (then the tree) comes after the site's header (skip link,
  // 7 links, 'Logout'), the trail (2 links), the link to the attribute types and the tab list (one stop),
  // and before any tool: release, history, import, details.
  let stops = 0;
  while (stops < 40 && !(await search.evaluate((el) => el === document.activeElement))) {
    await page.keyboard.press('Tab');
    stops += 1;
  }
  expect(stops, 'Tab stops before the search box').toBeLessThanOrEqual(14);
  await expect(page.getByRole('button', { name: 'Release new version' })).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Domains and competencies' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const tree = page.getByRole('region', { name: 'Domains and competencies' });
  const domainHeadings = tree.getByRole('heading', { level: 3 });
  await expect(domainHeadings).toHaveText(['Data stewardship', 'Software', 'Teaching']);
  await checkA11y(page);

  // A competency's title: its domain only, with only that competency.
  await search.fill('review');
  const status = tree.getByRole('status');
  await expect(status).toHaveText('1 competency in 1 domain match "review"; Enter goes to the first');
  await expect(domainHeadings).toHaveText(['Software']);
  await expect(tree.getByText('Write tests', { exact: true })).toHaveCount(0);
  await expect(tree.getByText('Review code', { exact: true })).toBeVisible();

  // A domain's title keeps the whole domain; other domains keep their matching competencies.
  await search.fill('data');
  await expect(status).toHaveText('3 competencies in 2 domains match "data"; Enter goes to the first');
  await expect(domainHeadings).toHaveText(['Data stewardship', 'Teaching']);
  await expect(tree.getByText('Publish datasets', { exact: true })).toBeVisible();
  await checkA11y(page);

  // Enter jumps: to the first matching domain, or to the first matching competency's row.
  await search.press('Enter');
  await expect(page.getByRole('region', { name: 'Data stewardship', exact: true })).toBeFocused();
  await search.fill('skills');
  await expect(domainHeadings).toHaveText(['Teaching']);
  await search.press('Enter');
  const row = tree.getByRole('row').filter({ hasText: 'Teach data skills' });
  await expect(row).toBeFocused();
  await expect(row).toBeInViewport();

  await search.fill('nothing like this');
  await expect(status).toHaveText('No domains or competencies match "nothing like this"');
  await expect(domainHeadings).toHaveCount(0);
  await search.fill('');
  await expect(domainHeadings).toHaveText(['Data stewardship', 'Software', 'Teaching']);
  await expect(status).toHaveText('');

  // The tools are a tab away.
  await openManageTab(page, 'Release');
  await expect(page.getByRole('button', { name: 'Release new version' })).toBeVisible();
  await expect(search).toBeHidden();
  await checkA11y(page);
});

test('the details of a competency with 400 attributes render the first items, not all of them', async ({
  page,
  checkA11y,
}, testInfo) => {
  test.slow(); // a package of 400 items is imported first
  const machineName = await createFramework(page, testInfo);
  await page.goto(`/framework/${machineName}/manage/competencies`);
  await page.getByRole('button', { name: 'Details of Curate data' }).click();
  const list = page.getByRole('list', { name: 'Knowledge attributes of Curate data' });
  await expect(list.getByText('Long-list attribute 1', { exact: true })).toBeVisible();
  const items = list.getByRole('listitem');
  await expect(items.first()).toHaveAttribute('aria-setsize', String(COUNT));
  const rendered = await items.count();
  expect(rendered, 'only the items near the viewport are rendered').toBeLessThan(100);
  await expect(list.getByText(`Long-list attribute ${COUNT}`, { exact: true })).toHaveCount(0);
  await checkA11y(page);

  // Scrolled to its end, the list shows its last attributes.
  await list.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().bottom + window.scrollY - 400));
  await expect(list.getByText(`Long-list attribute ${COUNT}`, { exact: true })).toBeVisible();
  await expect(list.getByText('Long-list attribute 1', { exact: true })).toHaveCount(0);
  await checkA11y(page);
});
