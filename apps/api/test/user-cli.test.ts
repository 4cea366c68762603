/**
 * `npm run user` (docs/features/accounts-and-security.md §1): adds users, sets a password from stdin, grants roles and frameworks,
 * lists users, and exits 1 with a clear message on bad input. The commands run in process on a clone of
 * the seeded test template; one smoke test spawns the real command on a throwaway embedded database.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CommandIo, runUserCommand } from '../src/cli/user-commands.js';
import type { DatabaseHandle } from '../src/db/client.js';
import { openTemplateClone } from './helpers.js';

describe('npm run user (in process)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTemplateClone('pglite', 'seeded');
  });
  afterAll(() => database.close());

  async function user(args: string[], input = '') {
    const lines: string[] = [];
    const firstLine = async () => input.split(/\r?\n/)[0] ?? '';
    const io: CommandIo = {
      readStdinLine: firstLine,
      readPassword: firstLine,
      out: (line) => lines.push(line),
      err: (line) => lines.push(line),
    };
    const code = await runUserCommand(database.db, args, io);
    return { code, out: lines.join('\n') };
  }

  it('adds a framework manager with a password from stdin and lists it', async () => {
    const added = await user(
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
    expect((await user(['grant', 'alice', 'content_manager'])).code).toBe(0);
    const listed = await user(['list']);
    expect(listed.code).toBe(0);
    expect(listed.out).toMatch(
      /alice\s+Alice Smith <alice@example.org>\s+framework_manager, content_manager; frameworks: bioexcel/,
    );
    expect(listed.out).not.toContain('(no password)');
  });

  it('refuses bad input with a message and exit code 1', async () => {
    const badRole = await user(['grant', 'alice', 'administrator']);
    expect(badRole.code).toBe(1);
    expect(badRole.out).toContain('Unknown role "administrator"');
    const shortPassword = await user(['password', 'alice', '--stdin'], 'short\n');
    expect(shortPassword.code).toBe(1);
    expect(shortPassword.out).toContain('Use at least 10 characters');
    const unknownFramework = await user(['grant-framework', 'alice', 'no-such-framework']);
    expect(unknownFramework.code).toBe(1);
    expect(unknownFramework.out).toContain('No framework named "no-such-framework"');
    const taken = await user(['add', 'alice']);
    expect(taken.code).toBe(1);
    expect(taken.out).toContain('taken');
    const unknownCommand = await user(['promote', 'alice']);
    expect(unknownCommand.code).toBe(1);
    expect(unknownCommand.out).toContain('Unknown command "promote"');
  });
});

describe('npm run user (the real command)', () => {
  const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const dir = mkdtempSync(path.join(tmpdir(), 'hub-user-cli-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('migrates its database and adds a user from stdin (bad input and exit codes: the in-process tests)', () => {
    const run = (args: string[], input = '') => {
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/user.ts', ...args], {
        cwd: apiRoot,
        input,
        encoding: 'utf8',
        env: { ...process.env, PGLITE_DIR: dir, DATABASE_URL: '', SEED_ON_START: 'false' },
        timeout: 120_000,
      });
      return { code: result.status, out: `${result.stdout}${result.stderr}` };
    };
    const added = run(['add', 'bob', '--role', 'content_manager', '--password-stdin'], 'bob-password-1\n');
    expect(added.out).toContain('Added bob.');
    expect(added.code).toBe(0);
  }, 180_000);
});
