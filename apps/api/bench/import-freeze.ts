/**
 * How long a cached public read waits while the largest import runs on the embedded database (issue #22
 * §4): the app over an in-memory PGlite with the shipped frameworks, `GET /api/bioexcel/1.0?_format=json`
 * warmed into the cache, then a reader sending that request every 20 ms (in-process, `app.inject`: it waits
 * exactly as long as the server's event loop and database are held) while a generated 19,920-item CASE
 * package (20 domains, 3,980 competencies, 15,920 attributes; titles say 'Generated') is imported.
 * Prints the import's duration and the reader's count, median, p99 and longest wait.
 * Run: `npm run bench:import -w @hub/api` (one CPU core busy for about a minute).
 */
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/client.js';
import { importShippedFrameworks } from '../src/db/seed/shipped.js';
import { importCasePackage } from '../src/modules/interchange/case-import.js';

const id = (n: number) => `c0ffee00-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A generated CASE package of 20 + 3,980 + 15,920 items. */
function generatedPackage(): string {
  const items: object[] = [];
  const associations: object[] = [];
  const doc = id(0);
  let n = 1;
  const child = (from: string, to: string, seq: number) =>
    associations.push({
      identifier: id(1_000_000 + associations.length),
      associationType: 'isChildOf',
      originNodeURI: { identifier: from, uri: `urn:${from}`, title: '' },
      destinationNodeURI: { identifier: to, uri: `urn:${to}`, title: '' },
      sequenceNumber: seq,
    });
  for (let d = 1; d <= 20; d++) {
    const dId = id(n++);
    items.push({ identifier: dId, fullStatement: `Generated domain ${d}`, CFItemType: 'Domain' });
    child(dId, doc, d);
    for (let c = 1; c <= 199; c++) {
      const cId = id(n++);
      items.push({
        identifier: cId,
        fullStatement: `Generated competency ${d}.${c}`,
        CFItemType: 'Competency',
      });
      child(cId, dId, c);
      for (let a = 1; a <= 4; a++) {
        const aId = id(n++);
        items.push({
          identifier: aId,
          fullStatement: `Generated attribute ${d}.${c}.${a}`,
          CFItemType: 'Knowledge',
        });
        child(aId, cId, a);
      }
    }
  }
  return JSON.stringify({
    CFDocument: { identifier: doc, title: 'Generated import-freeze framework', uri: `urn:${doc}` },
    CFItems: items,
    CFAssociations: associations,
  });
}

async function main(): Promise<void> {
  const database = await openDatabase({});
  await database.migrate();
  await importShippedFrameworks(database.db);
  const app = await buildApp(
    { LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: 1_000_000, WEB_DIST_DIR: '/nonexistent' },
    database,
  );
  const url = '/api/bioexcel/1.0?_format=json';
  if ((await app.inject({ method: 'GET', url })).statusCode !== 200) throw new Error('warm-up failed');
  const text = generatedPackage();
  const waits: number[] = [];
  let reading = true;
  const reader = (async () => {
    while (reading) {
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url });
      if (response.statusCode !== 200) throw new Error(`reader got ${response.statusCode}`);
      waits.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const started = performance.now();
  await importCasePackage(database.db, text, { id: null, username: 'bench' }, 'generated.json');
  const importMs = performance.now() - started;
  reading = false;
  await reader;
  waits.sort((a, b) => a - b);
  const at = (q: number) => waits[Math.min(waits.length - 1, Math.floor(q * waits.length))] ?? 0;
  console.log(
    `import of 19,920 CASE items on PGlite: ${(importMs / 1000).toFixed(1)} s; reader (cached ${url}, every 20 ms): ` +
      `${waits.length} reads, median ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(0)} ms, longest ${(waits.at(-1) ?? 0).toFixed(0)} ms`,
  );
  await app.close();
  await database.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
