/**
 * Signing in for the 'curation' project's specs. Accounts are created by
 * e2e/server/start-curation-server.sh (see USERS). `signIn` uses the API from the page's own browser
 * context (the session cookie lands in the browser), so specs start signed in without the login form;
 * the account specs test the form itself.
 */
import { expect, type Page } from '@playwright/test';

/** The test accounts of the curation server: username and password. */
export const USERS = {
  manager: { username: 'manager', password: 'manager-password-1' },
  otherManager: { username: 'other-manager', password: 'other-manager-pass-1' },
  /** Two managers of corbel and nhs: concurrent edits and expired sessions (docs/features/curation.md §17). */
  curatorA: { username: 'curator-a', password: 'curator-a-password-1' },
  curatorB: { username: 'curator-b', password: 'curator-b-password-1' },
  /** Two managers of datasteward: imports into a draft while a colleague edits it. */
  importerA: { username: 'importer-a', password: 'importer-a-password-1' },
  importerB: { username: 'importer-b', password: 'importer-b-password-1' },
  /** Two managers of direct: undo after a colleague's edit, a colleague's changes noticed on return. */
  undoerA: { username: 'undoer-a', password: 'undoer-a-password-1' },
  undoerB: { username: 'undoer-b', password: 'undoer-b-password-1' },
  /** A framework manager with no framework: imports CASE packages (tests/manage/case-import.spec.ts). */
  caseManager: { username: 'case-manager', password: 'case-manager-pass-1' },
  content: { username: 'content', password: 'content-password-1' },
  /** A second content manager: a TeSS re-import while another curates (tests/manage/tess-reimport.spec.ts). */
  contentB: { username: 'content-b', password: 'content-b-password-1' },
  plain: { username: 'plain', password: 'plain-password-1' },
  passwordUser: { username: 'password-user', password: 'password-user-pass-1' },
} as const;

/**
 * Signs `page`'s browser context in as `username`.
 * @throws (fails the test) when the server refuses the credentials
 */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  const token = await page.request.get('/api/v1/session/token');
  expect(token.ok()).toBe(true);
  const { csrfToken } = (await token.json()) as { csrfToken: string };
  const response = await page.request.post('/api/v1/session', {
    headers: { 'X-CSRF-Token': csrfToken },
    data: { username, password },
  });
  expect(response.status(), await response.text()).toBe(200);
}
