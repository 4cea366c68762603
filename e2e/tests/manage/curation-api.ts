/**
 * Helpers of the curation specs: read a framework's manage view and make changes through the API from
 * the page's signed-in browser context (setting up data a screen needs), and locate a snackbar; for the
 * two-manager specs, a manager's page in its own browser context and a re-read of the manage view.
 * Contract: packages/domain/src/schemas/curation.ts.
 */
import { type Browser, expect, type Page } from '@playwright/test';
import { signIn, USERS } from '../auth';
import { waitForAppAfterGoto } from '../fixtures';

/** The parts of the manage view (`GET /api/v1/manage/frameworks/{fw}`) the specs read. */
export interface View {
  framework: { machineName: string; title: string };
  version: { id: number; number: string; status: 'draft' | 'live' } | null;
  editable: boolean;
  /** What the signed-in user may do here now (ADR 0035). */
  can: {
    edit: boolean;
    release: boolean;
    discardDraft: boolean;
    createDraft: boolean;
    editMetadata: boolean;
  };
  attributeTypes: { id: number; title: string; released: boolean }[];
  domains: {
    id: number;
    title: string;
    archived: boolean;
    /** The tree counts a competency's attributes (ADR 0072): they are in its own view, `competencyView`. */
    competencies: { id: number; title: string; attributeCount: number }[];
  }[];
}

/** The parts of one competency's view (`GET /api/v1/manage/frameworks/{fw}/competencies/{id}`) the specs read. */
export interface CompetencyView {
  competency: {
    id: number;
    title: string;
    attributes: { id: number; title: string; attributeTypeId: number; position: number }[];
  };
}

/** Signs the page's context in as the framework manager of the curation server. */
export async function signInManager(page: Page): Promise<void> {
  await signIn(page, USERS.manager.username, USERS.manager.password);
}

/** A page in its own browser context, signed in as `user` (a second manager of a two-manager spec). */
export async function managerPage(
  browser: Browser,
  user: { username: string; password: string },
): Promise<Page> {
  const context = await browser.newContext();
  const page = waitForAppAfterGoto(await context.newPage());
  await signIn(page, user.username, user.password);
  return page;
}

/**
 * The page's connection drops and comes back: the app reads the manage view of `framework` again (as it
 * does after a reconnect), and this returns once that read has answered.
 */
export async function rereadManageView(page: Page, framework: string): Promise<void> {
  const reread = page.waitForResponse(
    (r) => r.request().method() === 'GET' && r.url().endsWith(`/api/v1/manage/frameworks/${framework}`),
  );
  await page.context().setOffline(true);
  await page.context().setOffline(false);
  await reread;
}

/** GET one competency's view in `framework`: its attributes, ordered by position (ADR 0072). */
export async function competencyView(
  page: Page,
  framework: string,
  competencyId: number,
): Promise<CompetencyView> {
  const response = await page.request.get(
    `/api/v1/manage/frameworks/${framework}/competencies/${competencyId}`,
  );
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as CompetencyView;
}

/** GET the manage view of `framework`. */
export async function manageView(page: Page, framework: string): Promise<View> {
  const response = await page.request.get(`/api/v1/manage/frameworks/${framework}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as View;
}

/**
 * Sends a write to `/api/v1{path}` with the CSRF header, from the page's signed-in browser context, and
 * expects it to succeed.
 * @returns the parsed JSON body (undefined for 204)
 */
export async function apiSend<T = unknown>(
  page: Page,
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<T> {
  const token = await page.request.get('/api/v1/session/token');
  const { csrfToken } = (await token.json()) as { csrfToken: string };
  const response = await page.request.fetch(`/api/v1${path}`, {
    method,
    headers: { 'X-CSRF-Token': csrfToken },
    data,
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (response.status() === 204 ? undefined : await response.json()) as T;
}

/**
 * Sends a write to `/api/v1/manage/frameworks/{framework}{path}` with the CSRF header.
 * @returns the parsed JSON body (undefined for 204)
 */
export function manageSend<T = unknown>(
  page: Page,
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  framework: string,
  path: string,
  data?: unknown,
): Promise<T> {
  return apiSend<T>(page, method, `/manage/frameworks/${framework}${path}`, data);
}

/** The snackbar (Mantine notification) showing `text`. */
export function snackbar(page: Page, text: string | RegExp) {
  return page.locator('.mantine-Notification-root').filter({ hasText: text });
}

/**
 * Opens a tab of the manage framework screen: 'Domains and competencies' (the default), 'Release',
 * 'History', 'Add and import' or 'Details' (ADR 0019: the tree first, the tools behind tabs).
 */
export async function openManageTab(page: Page, name: string): Promise<void> {
  const tab = page.getByRole('tab', { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

/**
 * Waits until the 'Change order' dialog's drag and drop (dnd-kit) has announced `text` in its live region
 * (role status; the announcements are in OrderModal.tsx): the drag has reached that state, so the next key
 * or pointer step acts on it. 'X is over position N of M.' also says dnd-kit has measured the items.
 */
export async function dragAnnounced(page: Page, text: string): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: text })).toHaveCount(1);
}

/**
 * Creates the draft of `framework` unless there is one: specs that share a framework's draft may run at
 * the same time, so either may create it (201), or find it made meanwhile (409).
 */
export async function ensureDraft(page: Page, framework: string): Promise<void> {
  if ((await manageView(page, framework)).editable) return;
  const token = await page.request.get('/api/v1/session/token');
  const { csrfToken } = (await token.json()) as { csrfToken: string };
  const res = await page.request.post(`/api/v1/manage/frameworks/${framework}/draft`, {
    headers: { 'X-CSRF-Token': csrfToken },
  });
  expect([201, 409], await res.text()).toContain(res.status());
}
