/**
 * `npm run user -- <command>`: manage sign-in accounts (no public sign-up; docs/features/accounts-and-security.md §1).
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
import { ConfigError, loadConfig } from '../config.js';
import { prepareDatabase } from '../db/prepare.js';
import { runUserCommand, UsageError } from './user-commands.js';

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

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
  const { database } = await prepareDatabase(config);
  let exitCode = 1;
  try {
    exitCode = await runUserCommand(database.db, process.argv.slice(2), {
      readStdinLine,
      readPassword,
      out: (line) => console.log(line),
      err: (line) => console.error(line),
    });
  } finally {
    await database.close();
  }
  process.exit(exitCode);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
