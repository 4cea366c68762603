/**
 * Entry point of `npm start`: reads the configuration, opens and migrates the database, imports the
 * shipped frameworks when it is empty, and serves the API and the built web app on PORT.
 */
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { seedIfEmpty } from './db/seed/shipped.js';

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
  const database = await openDatabase({ url: config.DATABASE_URL, dir: config.PGLITE_DIR });
  await database.migrate();
  if (config.SEED_ON_START) {
    const outcomes = await seedIfEmpty(database.db);
    if (outcomes) console.log(`Imported ${outcomes.length} shipped framework files into the empty database.`);
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
