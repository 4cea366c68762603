/**
 * Adds the curation server's test accounts in one process: one database open for all of them, where
 * `npm run user -- add` once per account opened (and, the first time, migrated and seeded) the database
 * thirteen times before the server could start. Each line of standard input is one account:
 * `<password> <npm run user add arguments…>`. Run from apps/api with its environment
 * (PGLITE_DIR, DATABASE_URL) by start-curation-server.sh.
 */
import { runUserCommand } from '../../apps/api/src/cli/user-commands.js';
import { loadConfig } from '../../apps/api/src/config.js';
import { prepareDatabase } from '../../apps/api/src/db/prepare.js';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const accounts = input
  .split('\n')
  .map((line) => line.trim().split(/\s+/))
  .filter((words) => words.length > 1);

const { database } = await prepareDatabase(loadConfig());
let failed = 0;
try {
  for (const [password, ...argv] of accounts) {
    const code = await runUserCommand(database.db, ['add', ...argv, '--password-stdin'], {
      readStdinLine: async () => password ?? '',
      readPassword: async () => password ?? '',
      out: (line) => console.log(line),
      err: (line) => console.error(line),
    });
    if (code !== 0) failed += 1;
  }
} finally {
  await database.close();
}
process.exit(failed === 0 ? 0 : 1);
