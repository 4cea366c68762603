/**
 * How long a cached public read waits while a large import into a draft runs (ADR 0039, ADR 0041):
 * for each database (the embedded PGlite, and PostgreSQL when `BENCH_DATABASE_URL` names a server database
 * to create and drop `hub_bench_import` on), the app over a fresh database with BioExcel 1.0, `GET
 * /api/bioexcel/1.0?_format=json` warmed into the cache, then a reader sending that request every 20 ms
 * (in-process, `app.inject`: it waits exactly as long as the server's event loop is held) while three
 * files of 20,000 rows each are imported into BioExcel's draft through the draft import registry (what
 * `POST …/draft/import` runs): the Export page's CSV plus 20,000 new attribute rows (20 domains × 250
 * competencies × 4 attributes), a CASE package of 19,920 items and a Moodle CSV of 20,000 rows. Prints,
 * per import, its duration and the reader's count, median, p99 and longest wait; exits 1 when a reader
 * waited more than 1 s. Generated titles say 'Generated'.
 * Run: `npm run bench:import -w @hub/api` (PGlite only) or with
 * `BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres` (both; one CPU core busy for minutes).
 */
import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { buildExportCsv, type ExportTable } from '@hub/domain';
import Papa from 'papaparse';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { importFrameworkText } from '../src/db/seed/importer.js';
import { createDraft } from '../src/modules/curation/service/versions.js';
import { getFramework } from '../src/modules/curation/service/views.js';
import { draftImports } from '../src/modules/interchange/importers.js';
import { MOODLE_COLUMNS } from '../src/modules/interchange/moodle.js';

const LIMIT_MS = 1_000;
const id = (prefix: number, n: number) => `c0ffee0${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** The export CSV plus 20,000 new attribute rows under 20 new domains of 250 competencies. */
function csvWithRows(exported: ExportTable): string {
  const headers = exported.headers;
  const data = [...exported.data];
  for (let d = 1; d <= 20; d++) {
    for (let c = 1; c <= 250; c++) {
      for (let a = 1; a <= 4; a++) {
        data.push({
          Domain: `Generated CSV domain ${d}`,
          Competency: `Generated CSV competency ${d}.${c}`,
          'Attribute type': 'Knowledge',
          Attribute: `Generated CSV attribute ${d}.${c}.${a}`,
        });
      }
    }
  }
  return buildExportCsv({ headers, data });
}

/** A generated CASE package of 20 + 3,980 + 15,920 items. */
function casePackage(): string {
  const items: object[] = [];
  const associations: object[] = [];
  const doc = id(1, 0);
  let n = 1;
  const child = (from: string, to: string, seq: number) =>
    associations.push({
      identifier: id(2, associations.length),
      associationType: 'isChildOf',
      originNodeURI: { identifier: from, uri: `urn:${from}`, title: '' },
      destinationNodeURI: { identifier: to, uri: `urn:${to}`, title: '' },
      sequenceNumber: seq,
    });
  for (let d = 1; d <= 20; d++) {
    const dId = id(1, n++);
    items.push({ identifier: dId, fullStatement: `Generated CASE domain ${d}`, CFItemType: 'Domain' });
    child(dId, doc, d);
    for (let c = 1; c <= 199; c++) {
      const cId = id(1, n++);
      items.push({ identifier: cId, fullStatement: `Generated CASE competency ${d}.${c}` });
      child(cId, dId, c);
      for (let a = 1; a <= 4; a++) {
        const aId = id(1, n++);
        items.push({
          identifier: aId,
          fullStatement: `Generated CASE attribute ${d}.${c}.${a}`,
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

/** A generated Moodle CSV: the framework row, then 20 + 3,980 + 16,000 rows (ID numbers are uuids). */
function moodleCsv(): string {
  const row = (values: Partial<Record<(typeof MOODLE_COLUMNS)[number], string>>) =>
    MOODLE_COLUMNS.map((c) => values[c] ?? '');
  const rows = [row({ 'ID number': 'generated', 'Short name': 'Generated', 'Is framework': '1' })];
  let n = 1;
  for (let d = 1; d <= 20; d++) {
    const dId = id(3, n++);
    rows.push(row({ 'ID number': dId, 'Short name': `Generated Moodle domain ${d}` }));
    for (let c = 1; c <= 199; c++) {
      const cId = id(3, n++);
      rows.push(
        row({
          'Parent ID number': dId,
          'ID number': cId,
          'Short name': `Generated Moodle competency ${d}.${c}`,
        }),
      );
      for (let a = 1; a <= 4; a++) {
        const title = `Generated Moodle attribute ${d}.${c}.${a}`;
        rows.push(
          row({
            'Parent ID number': cId,
            'ID number': id(3, n++),
            'Short name': `Skill: ${title}`,
            Description: title,
          }),
        );
      }
    }
  }
  return Papa.unparse({ fields: [...MOODLE_COLUMNS], data: rows }, { quotes: true, newline: '\r\n' });
}

/** One database's run: three imports, each timed with the reader's waits. @returns the longest wait */
async function runOn(label: string, database: DatabaseHandle): Promise<number> {
  await database.migrate();
  const file = fileURLToPath(new URL('../src/db/seed/data/bioexcel-1.0.json', import.meta.url));
  await importFrameworkText(database.db, await readFile(file, 'utf8'), 'bioexcel-1.0.json');
  const app = await buildApp(
    { LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: 1_000_000, WEB_DIST_DIR: '/nonexistent' },
    database,
  );
  const actor = { id: null, username: 'bench' };
  const fw = await getFramework(database.db, 'bioexcel');
  await createDraft(database.db, fw, actor);
  const exported = await app.inject({
    url: '/api/v1/frameworks/bioexcel/versions/1.0/export?exclude=Domain%20ID,Competency%20ID,Attribute%20ID',
  });
  const files = [
    ['CSV', csvWithRows(exported.json() as ExportTable)],
    ['CASE', casePackage()],
    ['Moodle', moodleCsv()],
  ] as const;
  const url = '/api/bioexcel/1.0?_format=json';
  if ((await app.inject({ method: 'GET', url })).statusCode !== 200) throw new Error('warm-up failed');
  let longest = 0;
  for (const [kind, text] of files) {
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
    const { summary } = await draftImports.importText(database.db, text, { fw, actor, preview: false }, kind);
    const importMs = performance.now() - started;
    reading = false;
    await reader;
    waits.sort((a, b) => a - b);
    const at = (q: number) => waits[Math.min(waits.length - 1, Math.floor(q * waits.length))] ?? 0;
    const max = waits.at(-1) ?? 0;
    longest = Math.max(longest, max);
    console.log(
      `${label} ${kind} import of 20,000 rows: ${(importMs / 1000).toFixed(1)} s (${summary}); reader (cached ${url}, ` +
        `every 20 ms): ${waits.length} reads, median ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(0)} ms, ` +
        `longest ${max.toFixed(0)} ms`,
    );
  }
  await app.close();
  await database.close();
  return longest;
}

async function main(): Promise<void> {
  let longest = await runOn('PGlite', await openDatabase({}));
  const server = process.env.BENCH_DATABASE_URL;
  if (server) {
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query('DROP DATABASE IF EXISTS hub_bench_import WITH (FORCE)');
    await admin.query('CREATE DATABASE hub_bench_import');
    const url = new URL(server);
    url.pathname = '/hub_bench_import';
    try {
      longest = Math.max(longest, await runOn('PostgreSQL', await openDatabase({ url: url.toString() })));
    } finally {
      await admin.query('DROP DATABASE IF EXISTS hub_bench_import WITH (FORCE)');
      await admin.end();
    }
  }
  console.log(`longest reader wait: ${longest.toFixed(0)} ms (limit ${LIMIT_MS} ms)`);
  if (longest > LIMIT_MS) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
