/**
 * `npm run user -- <command>`: manage sign-in accounts (no public sign-up; issue #3 §1).
 *
 *   add <username> [--name N] [--email E] [--role R]... [--framework F]... [--password-stdin]
 *   password <username> [--stdin]        set a password (prompted twice, or the first line of stdin)
 *   grant <username> <role>              role: framework_manager | content_manager
 *   revoke <username> <role>
 *   grant-framework <username> <framework machine name>
 *   revoke-framework <username> <framework machine name>
 *   list
 *
 * Works on the same database as `npm start` (DATABASE_URL, or the embedded one in PGLITE_DIR), which it
 * migrates and seeds first when empty. Exits 1 with a message on bad input.
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { ROLES, type Role } from '@hub/domain';
import { ConfigError, loadConfig } from '../config.js';
import type { Db } from '../db/client.js';
import { prepareDatabase } from '../db/prepare.js';
import { AppError } from '../lib/errors.js';
import { addUser, listUsers, setFramework, setPassword, setRole } from '../modules/accounts/service.js';

const ACTOR = { id: null, username: 'cli' };

const USAGE = `Usage: npm run user -- <command>
  add <username> [--name N] [--email E] [--role R]... [--framework F]... [--password-stdin]
  password <username> [--stdin]
  grant <username> <role>            roles: ${ROLES.join(', ')}
  revoke <username> <role>
  grant-framework <username> <framework>
  revoke-framework <username> <framework>
  list`;

class UsageError extends Error {}

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

/** Reads the first line of stdin (a piped password). */
async function readStdinLine(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += chunk;
  return text.split(/\r?\n/)[0] ?? '';
}

/** Asks for a password twice on the terminal without echoing it. */
async function promptPassword(): Promise<string> {
  const ask = (question: string) =>
    new Promise<string>((resolve) => {
      const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
      const output = rl as unknown as { _writeToOutput: (s: string) => void };
      output._writeToOutput = (s: string) => {
        if (s.includes(question)) process.stdout.write(s);
      };
      rl.question(question, (answer) => {
        rl.close();
        process.stdout.write('\n');
        resolve(answer);
      });
    });
  const first = await ask('New password: ');
  const second = await ask('Repeat the password: ');
  if (first !== second) throw new UsageError('The passwords do not match.');
  return first;
}

async function readPassword(fromStdin: boolean): Promise<string> {
  if (fromStdin || !process.stdin.isTTY) return readStdinLine();
  return promptPassword();
}

async function run(db: Db, argv: string[]): Promise<void> {
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
      if (values['password-stdin']) await setPassword(db, ACTOR, name, await readStdinLine());
      const hint = values['password-stdin']
        ? ''
        : ` Set a password with: npm run user -- password ${name.toLowerCase()}`;
      console.log(`Added ${name.toLowerCase()}.${hint}`);
      return;
    }
    case 'password': {
      const name = need(username, 'username');
      await setPassword(db, ACTOR, name, await readPassword(values.stdin === true));
      console.log(`Password set for ${name.toLowerCase()}.`);
      return;
    }
    case 'grant':
    case 'revoke':
      await setRole(db, ACTOR, need(username, 'username'), role(arg), command === 'grant');
      console.log(
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
      console.log(
        `${command === 'grant-framework' ? 'Granted' : 'Revoked'} framework ${arg} for ${username}.`,
      );
      return;
    case 'list': {
      const users = await listUsers(db);
      if (users.length === 0) console.log('No users.');
      for (const u of users) {
        const roles = u.roles.length ? u.roles.join(', ') : 'no roles';
        const fws = u.frameworks.length ? `; frameworks: ${u.frameworks.join(', ')}` : '';
        console.log(
          `${u.username}  ${u.name} <${u.email}>  ${roles}${fws}${u.hasPassword ? '' : '  (no password)'}`,
        );
      }
      return;
    }
    default:
      throw new UsageError(command ? `Unknown command "${command}".` : 'No command given.');
  }
}

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
  const { database } = await prepareDatabase(config);
  let exitCode = 0;
  try {
    await run(database.db, process.argv.slice(2));
  } catch (error) {
    exitCode = 1;
    if (error instanceof UsageError) console.error(`${error.message}\n\n${USAGE}`);
    else if (error instanceof AppError) console.error(error.message);
    else if (error instanceof TypeError && 'code' in error) console.error(`${error.message}\n\n${USAGE}`);
    else throw error;
  } finally {
    await database.close();
  }
  process.exit(exitCode);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
