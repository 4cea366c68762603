/**
 * Entry point of `npm start`: reads the configuration, opens and migrates the database, imports the
 * shipped frameworks when it is empty, and serves the API and the built web app on PORT.
 * `--demo-users` (refused in production) creates demo accounts and prints their passwords.
 */
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { prepareDatabase } from './db/prepare.js';
import { ensureDemoUsers } from './modules/accounts/demo.js';

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const demoUsers = process.argv.slice(2).includes('--demo-users');
  if (demoUsers && config.NODE_ENV === 'production') {
    console.error('--demo-users is refused when NODE_ENV is production.');
    process.exit(1);
  }
  const { database, imported } = await prepareDatabase(config);
  if (imported > 0) console.log(`Imported ${imported} shipped framework files into the empty database.`);
  if (demoUsers) {
    console.log('Demo accounts (new passwords each start; never use them in production):');
    for (const account of await ensureDemoUsers(database.db)) {
      console.log(`  ${account.role}: username ${account.username}  password ${account.password}`);
    }
  }
  if (!config.SESSION_SECRET) {
    console.log('SESSION_SECRET is not set: a random one is used, so sign-ins end when the server restarts.');
  }
  const app = await buildApp(config, database);
  const shutdown = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port: config.PORT, host: config.HOST });
  const where = database.driver === 'pglite' ? `embedded database in ${config.PGLITE_DIR}` : 'PostgreSQL';
  console.log(`Competency Hub is running on http://localhost:${config.PORT} (${where}).`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
