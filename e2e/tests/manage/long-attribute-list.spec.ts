/**
 * A competency with many attributes (docs/features/curation.md §5; the bench measures 10,000): its manage page renders
 * only the rows near the viewport, tells assistive technology how many rows the table has, keeps the row
 * holding the keyboard focus while the page scrolls away, reaches the last attribute, and passes axe.
 * The framework is the case manager's own, created per attempt from a package with 400 attributes.
 */
import { signIn, USERS } from '../auth';
import { expect, test } from '../fixtures';

const COUNT = 400;
const when = '2026-11-01T10:00:00+00:00';

test('a competency with 400 attributes renders the rows near the viewport and keeps keyboard focus', async ({
  page,
  checkA11y,
}, testInfo) => {
  test.slow(); // a package of 400 items is imported first
  const attempt = `${Date.now().toString(16).slice(-8)}${testInfo.retry}`.slice(-12).padStart(12, '0');
  const u = (n: number) => `${String(n).padStart(8, '0')}-0000-4000-9000-${attempt}`;
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
  const attributes = Array.from({ length: COUNT }, (_, i) => i + 10);
  const pkg = {
    CFDocument: {
      identifier: u(1),
      uri: 'https://example.org/doc',
      creator: 'Hub',
      title: `Long attribute list ${attempt}`,
      lastChangeDateTime: when,
    },
    CFItems: [
      item(2, 'Data', 'Domain'),
      item(3, 'Curate data', 'Competency'),
      ...attributes.map((n) => item(n, `Long-list attribute ${n - 9}`, 'Knowledge')),
    ],
    CFAssociations: [childOf(2, 2, 1), childOf(3, 3, 2), ...attributes.map((n) => childOf(n, n, 3))],
  };
  await signIn(page, USERS.caseManager.username, USERS.caseManager.password);
  const token = (await (await page.request.get('/api/v1/session/token')).json()) as { csrfToken: string };
  const created = await page.request.post('/api/v1/manage/frameworks/import-case', {
    headers: { 'X-CSRF-Token': token.csrfToken },
    data: { package: JSON.stringify(pkg) },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { machineName } = (await created.json()) as { machineName: string };
  const view = await (await page.request.get(`/api/v1/manage/frameworks/${machineName}`)).json();
  const competencyId = view.domains[0].competencies[0].id as number;

  await page.goto(`/framework/${machineName}/manage/competencies/${competencyId}/manage-attributes`);
  const table = page.getByRole('table', { name: 'Knowledge attributes' });
  await expect(
    table.getByRole('button', { name: 'Edit attribute title: Long-list attribute 1', exact: true }),
  ).toBeVisible();
  await expect(table).toHaveAttribute('aria-rowcount', String(COUNT + 1));
  const rendered = await table.locator('tbody tr[data-index]').count();
  expect(rendered, 'only the rows near the viewport are rendered').toBeLessThan(100);
  await checkA11y(page);

  // The focused row stays while the page scrolls away, and Tab goes on to the next row.
  const firstPosition = table.getByLabel('Position of Long-list attribute 1', { exact: true });
  await firstPosition.focus();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(
    table.getByRole('button', { name: 'Edit attribute title: Long-list attribute 400', exact: true }),
  ).toBeVisible();
  await expect(firstPosition).toBeFocused();
  await firstPosition.scrollIntoViewIfNeeded();
  const focusedLabel = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
  for (let i = 0; i < 8 && !(await focusedLabel()).endsWith('Long-list attribute 2'); i++) {
    await page.keyboard.press('Tab');
  }
  expect(await focusedLabel()).toBe('Edit attribute title: Long-list attribute 2');
  await checkA11y(page);
});
