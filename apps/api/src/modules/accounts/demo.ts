/**
 * Demo accounts for trying the app (`npm start -- --demo-users`; docs/features/accounts-and-security.md §1): one framework manager
 * (every framework) and one content manager, each with a new random password printed at start.
 * Refused when NODE_ENV is production.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { framework } from '../../db/schema/index.js';
import * as repo from './repository.js';
import { addUser, setFramework, setPassword, setRole } from './service.js';

const ACTOR = { id: null, username: 'demo-users' };

/** The demo accounts: username, role and what the role lets one try. */
export const DEMO_ACCOUNTS = [
  { username: 'demo-framework-manager', role: 'framework_manager', allFrameworks: true },
  { username: 'demo-content-manager', role: 'content_manager', allFrameworks: false },
] as const;

/**
 * Creates the demo accounts (or resets their passwords when they exist).
 * @returns each username with its new password, to print
 */
export async function ensureDemoUsers(
  db: Db,
): Promise<{ username: string; role: string; password: string }[]> {
  const frameworks = await db.select({ machineName: framework.machineName }).from(framework);
  const result: { username: string; role: string; password: string }[] = [];
  for (const account of DEMO_ACCOUNTS) {
    if (!(await repo.findUserByUsername(db, account.username))) {
      await addUser(db, ACTOR, {
        username: account.username,
        name: `Demo ${account.role.replace('_', ' ')}`,
      });
    }
    await setRole(db, ACTOR, account.username, account.role, true);
    if (account.allFrameworks) {
      for (const fw of frameworks) await setFramework(db, ACTOR, account.username, fw.machineName, true);
    }
    const password = randomBytes(12).toString('base64url');
    await setPassword(db, ACTOR, account.username, password);
    result.push({ username: account.username, role: account.role, password });
  }
  return result;
}
