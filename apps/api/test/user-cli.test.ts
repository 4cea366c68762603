/**
 * `npm run user` (issue #3 §1): adds users, sets a password from stdin, grants roles and frameworks,
 * lists users, and exits 1 with a clear message on bad input. Runs the real command on a throwaway
 * embedded database.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = mkdtempSync(path.join(tmpdir(), 'hub-user-cli-'));

function user(args: string[], input = '') {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/user.ts', ...args], {
    cwd: apiRoot,
    input,
    encoding: 'utf8',
    env: { ...process.env, PGLITE_DIR: dir, DATABASE_URL: '', SEED_ON_START: 'true' },
    timeout: 120_000,
  });
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
}

describe('npm run user', () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('adds a framework manager with a password from stdin and lists it', () => {
    const added = user(
      [
        'add',
        'Alice',
        '--name',
        'Alice Smith',
        '--email',
        'alice@example.org',
        '--role',
        'framework_manager',
        '--framework',
        'bioexcel',
        '--password-stdin',
      ],
      'alice-password-1\n',
    );
    expect(added.out).toContain('Added alice.');
    expect(added.code).toBe(0);
    expect(user(['grant', 'alice', 'content_manager']).code).toBe(0);
    const listed = user(['list']);
    expect(listed.code).toBe(0);
    expect(listed.out).toMatch(
      /alice\s+Alice Smith <alice@example.org>\s+framework_manager, content_manager; frameworks: bioexcel/,
    );
    expect(listed.out).not.toContain('(no password)');
  }, 120_000);

  it('refuses bad input with a message and exit code 1', () => {
    const badRole = user(['grant', 'alice', 'administrator']);
    expect(badRole.code).toBe(1);
    expect(badRole.out).toContain('Unknown role "administrator"');
    const shortPassword = user(['password', 'alice', '--stdin'], 'short\n');
    expect(shortPassword.code).toBe(1);
    expect(shortPassword.out).toContain('Use at least 10 characters');
    const unknownFramework = user(['grant-framework', 'alice', 'no-such-framework']);
    expect(unknownFramework.code).toBe(1);
    expect(unknownFramework.out).toContain('No framework named "no-such-framework"');
    const taken = user(['add', 'alice']);
    expect(taken.code).toBe(1);
    expect(taken.out).toContain('taken');
  }, 120_000);
});
