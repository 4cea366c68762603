/**
 * Vitest globalSetup: builds the test database templates once per run (see templates.ts) and removes them
 * afterwards. The test processes find them through HUB_TEST_TEMPLATE_DIR / HUB_TEST_TEMPLATE_RUN.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/client.js';
import { importShippedFrameworks } from '../src/db/seed/shipped.js';
import { adminQuery, pgliteTemplateFile, postgresTemplateName, withDatabase } from './templates.js';

async function buildPgliteTemplates(dir: string): Promise<void> {
  const handle = await openDatabase({});
  await handle.migrate();
  const dump = handle.dumpDataDir as () => Promise<Blob>;
  writeFileSync(pgliteTemplateFile(dir, 'empty'), Buffer.from(await (await dump()).arrayBuffer()));
  await importShippedFrameworks(handle.db);
  writeFileSync(pgliteTemplateFile(dir, 'seeded'), Buffer.from(await (await dump()).arrayBuffer()));
  await handle.close();
}

async function buildPostgresTemplates(adminUrl: string, runId: string): Promise<void> {
  const empty = postgresTemplateName(runId, 'empty');
  const seeded = postgresTemplateName(runId, 'seeded');
  await adminQuery(adminUrl, `CREATE DATABASE ${empty}`);
  const handle = await openDatabase({ url: withDatabase(adminUrl, empty) });
  await handle.migrate();
  await handle.close();
  await adminQuery(adminUrl, `CREATE DATABASE ${seeded} TEMPLATE ${empty}`);
  const seededHandle = await openDatabase({ url: withDatabase(adminUrl, seeded) });
  await importShippedFrameworks(seededHandle.db);
  await seededHandle.close();
}

/** Builds the templates; returns the teardown that drops them. */
export default async function setup(): Promise<() => Promise<void>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'hub-test-templates-'));
  const runId = randomBytes(4).toString('hex');
  const adminUrl = process.env.TEST_DATABASE_URL;
  await Promise.all([
    buildPgliteTemplates(dir),
    adminUrl ? buildPostgresTemplates(adminUrl, runId) : Promise.resolve(),
  ]);
  process.env.HUB_TEST_TEMPLATE_DIR = dir;
  process.env.HUB_TEST_TEMPLATE_RUN = runId;
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (adminUrl) {
      for (const kind of ['seeded', 'empty'] as const) {
        await adminQuery(
          adminUrl,
          `DROP DATABASE IF EXISTS ${postgresTemplateName(runId, kind)} WITH (FORCE)`,
        );
      }
    }
  };
}
