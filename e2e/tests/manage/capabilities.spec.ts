/**
 * Controls follow what the server says a user may do (ADR 0036; ADR 0035): the session's `can` and
 * the manage view's `can`, never the roles. The framework's manager sees the manager controls on the
 * visitor pages (served the same, anonymous and cached, to everyone) and the draft controls of the
 * manage screen; an anonymous visitor and a manager of another framework see none of them.
 */
import type { Browser, Page } from '@playwright/test';
import { signIn, USERS } from '../auth';
import { expect, test, waitForAppAfterGoto } from '../fixtures';
import { manageView, openManageTab, signInManager } from './curation-api';

const FW = 'iscb-3.0e1';
const V = 'e1';
const FRAMEWORK_PAGE = `/framework/${FW}/${V}`;
const EXPORT_PAGE = `${FRAMEWORK_PAGE}/export-framework`;
/** Has a draft when the server starts (manage-framework.spec.ts); read only here. */
const DRAFT_FW = 'ritrain';

/** The session's capabilities as the page's browser context gets them. */
async function sessionCan(page: Page): Promise<{ frameworks: Record<string, unknown> }> {
  const response = await page.request.get('/api/v1/session');
  expect(response.status()).toBe(200);
  return (await response.json()).can;
}

/** Opens `url` and waits until the page has the session's answer (so an absent control is not early). */
async function openWithSession(page: Page, url: string): Promise<void> {
  const session = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/session');
  await page.goto(url);
  expect((await session).status()).toBe(200);
}

/** A fresh browser context on the curation server, signed in as `user` or anonymous. */
async function visitor(
  browser: Browser,
  baseURL: string | undefined,
  user?: { username: string; password: string },
): Promise<Page> {
  const page = waitForAppAfterGoto(await (await browser.newContext({ baseURL })).newPage());
  if (user) await signIn(page, user.username, user.password);
  return page;
}

test.describe("the framework's manager sees its manager controls on the visitor pages", () => {
  test.beforeEach(async ({ page }) => {
    await signInManager(page);
    expect((await sessionCan(page)).frameworks[FW]).toEqual({
      manage: true,
      editProfiles: true,
      editCareerPathways: true,
    });
  });

  test('the framework page offers the reference profile actions', async ({ page }) => {
    await openWithSession(page, FRAMEWORK_PAGE);
    await expect(page.getByRole('link', { name: 'Create reference profile' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Clone reference profiles/ })).toBeVisible();
  });

  test("the export page offers 'Import CSV into the draft'", async ({ page }) => {
    await openWithSession(page, EXPORT_PAGE);
    await expect(page.getByRole('heading', { name: 'Import CSV into the draft' })).toBeVisible();
  });
});

for (const [who, user] of [
  ['an anonymous visitor', undefined],
  ['a manager of another framework', USERS.otherManager],
] as const) {
  test(`${who} sees none of them`, async ({ browser, baseURL }) => {
    const other = await visitor(browser, baseURL, user);
    try {
      expect((await sessionCan(other)).frameworks[FW]).toBeUndefined();
      await openWithSession(other, FRAMEWORK_PAGE);
      await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
      if (user) await expect(other.getByRole('link', { name: 'Manage frameworks' })).toBeVisible();
      await expect(other.getByRole('link', { name: 'Create reference profile' })).toHaveCount(0);
      await expect(other.getByRole('button', { name: /Clone reference profiles/ })).toHaveCount(0);
      await openWithSession(other, EXPORT_PAGE);
      await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(other.getByRole('heading', { name: 'Import CSV into the draft' })).toHaveCount(0);
      // The manage screen is not theirs: the route guard, reading the same `can`, sends them home.
      await other.goto(`/framework/${DRAFT_FW}/manage/competencies`);
      await expect(other).toHaveURL(/\/$/);
    } finally {
      await other.context().close();
    }
  });
}

test("the manage screen shows the draft controls its view's `can` allows", async ({ page }) => {
  await signInManager(page);
  const { can } = await manageView(page, DRAFT_FW);
  // Exactly one of the two: release and edit a draft, or create one.
  expect(can.release).toBe(!can.createDraft);
  await page.goto(`/framework/${DRAFT_FW}/manage/competencies`);
  await expect(page.getByRole('heading', { level: 1, name: 'RItrain' })).toBeVisible();
  const release = page.getByLabel(/current live version/);
  const createDraft = page.getByRole('button', { name: 'Create draft' });
  const addDomains = page.getByRole('button', { name: 'Add domains' });
  if (can.release) {
    await expect(addDomains).toBeVisible();
    await openManageTab(page, 'Release');
    await expect(release).toBeVisible();
    await expect(createDraft).toHaveCount(0);
  } else {
    await expect(addDomains).toHaveCount(0);
    await openManageTab(page, 'Release');
    await expect(createDraft).toBeVisible();
    await expect(release).toHaveCount(0);
  }
});
