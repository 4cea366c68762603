/**
 * The commands of `npm run user` (docs/features/accounts-and-security.md §1): add users, set passwords, grant roles and frameworks, list.
 * I/O is injected so tests call them in process; `user.ts` wires them to the terminal.
 */
import { parseArgs } from 'node:util';
import { ROLES, type Role } from '@hub/domain';
import type { Db } from '../db/client.js';
import { AppError } from '../lib/errors.js';
import { addUser, listUsers, setFramework, setPassword, setRole } from '../modules/accounts/index.js';

const ACTOR = { id: null, username: 'cli' };

const USAGE = `Usage: npm run user -- <command>
  add <username> [--name N] [--email E] [--role R]... [--framework F]... [--password-stdin]
  password <username> [--stdin]
  grant <username> <role>            roles: ${ROLES.join(', ')}
  revoke <username> <role>
  grant-framework <username> <framework>
  revoke-framework <username> <framework>
  list`;

/** Bad command-line input: reported with the usage text and exit code 1. */
export class UsageError extends Error {}

function role(value: string | undefined): Role {
  if (!value || !(ROLES as readonly string[]).includes(value)) {
    throw new UsageError(`Unknown role "${value ?? ''}"; roles: ${ROLES.join(', ')}`);
  }
  return value as Role;
}

function need(value: string | undefined, what: string): string {
  if (!value) throw new UsageError(`Missing ${what}.`);
  return value;
}

/** Where a command reads a piped password and writes its messages (the process, or a test). */
export interface CommandIo {
  /** The first line of standard input. */
  readStdinLine(): Promise<string>;
  /** A password: from stdin when asked or not on a terminal, else prompted twice. */
  readPassword(fromStdin: boolean): Promise<string>;
  out(line: string): void;
  err(line: string): void;
}

/**
 * Runs one `npm run user` command on a migrated database.
 * @param argv the arguments after `npm run user --`
 * @returns the exit code: 0 done, 1 bad input (the message went to io.err); other errors are thrown
 */
export async function runUserCommand(db: Db, argv: string[], io: CommandIo): Promise<number> {
  try {
    await run(db, argv, io);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) io.err(`${error.message}\n\n${USAGE}`);
    else if (error instanceof AppError) io.err(error.message);
    else if (error instanceof TypeError && 'code' in error) io.err(`${error.message}\n\n${USAGE}`);
    else throw error;
    return 1;
  }
}

async function run(db: Db, argv: string[], io: CommandIo): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      email: { type: 'string' },
      role: { type: 'string', multiple: true },
      framework: { type: 'string', multiple: true },
      'password-stdin': { type: 'boolean' },
      stdin: { type: 'boolean' },
    },
  });
  const [command, username, arg] = positionals;
  switch (command) {
    case 'add': {
      const name = need(username, 'username');
      const roles = (values.role ?? []).map(role);
      await addUser(db, ACTOR, { username: name, name: values.name, email: values.email, roles });
      for (const fw of values.framework ?? []) await setFramework(db, ACTOR, name, fw, true);
      if (values['password-stdin']) await setPassword(db, ACTOR, name, await io.readStdinLine());
      const hint = values['password-stdin']
        ? ''
        : ` Set a password with: npm run user -- password ${name.toLowerCase()}`;
      io.out(`Added ${name.toLowerCase()}.${hint}`);
      return;
    }
    case 'password': {
      const name = need(username, 'username');
      await setPassword(db, ACTOR, name, await io.readPassword(values.stdin === true));
      io.out(`Password set for ${name.toLowerCase()}.`);
      return;
    }
    case 'grant':
    case 'revoke':
      await setRole(db, ACTOR, need(username, 'username'), role(arg), command === 'grant');
      io.out(
        `${command === 'grant' ? 'Granted' : 'Revoked'} ${arg} ${command === 'grant' ? 'to' : 'from'} ${username}.`,
      );
      return;
    case 'grant-framework':
    case 'revoke-framework':
      await setFramework(
        db,
        ACTOR,
        need(username, 'username'),
        need(arg, 'framework'),
        command === 'grant-framework',
      );
      io.out(`${command === 'grant-framework' ? 'Granted' : 'Revoked'} framework ${arg} for ${username}.`);
      return;
    case 'list': {
      const users = await listUsers(db);
      if (users.length === 0) io.out('No users.');
      for (const u of users) {
        const roles = u.roles.length ? u.roles.join(', ') : 'no roles';
        const fws = u.frameworks.length ? `; frameworks: ${u.frameworks.join(', ')}` : '';
        io.out(
          `${u.username}  ${u.name} <${u.email}>  ${roles}${fws}${u.hasPassword ? '' : '  (no password)'}`,
        );
      }
      return;
    }
    default:
      throw new UsageError(command ? `Unknown command "${command}".` : 'No command given.');
  }
}
