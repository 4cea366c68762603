/**
 * The export's reference profile columns (ADR 0030): `filters.profiles` lists one column per Live
 * profile of the version, each row carries the profile's expected level for its competency, and a
 * column named in `filters` (hub) or `exclude` (/api/v1) is left out. On every driver, hub shape checked
 * against its contract.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exportProfileColumns, exportTableSchema } from '@hub/domain';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { expect, it } from 'vitest';
import { describeWithSeededApp } from './helpers.js';

const exportContract = new Ajv2020({ allErrors: true, strict: false }).compile(
  JSON.parse(
    readFileSync(
      path.join(path.dirname(fileURLToPath(import.meta.url)), 'contracts', 'export.schema.json'),
      'utf8',
    ),
  ),
);

const STAGES = [
  'Core facility scientist I',
  'Core facility scientist II',
  'Core facility scientist III',
  'Managerial role',
];
const COLUMNS = STAGES.map((s) => `${s} (expected level)`);
const LEVELS = new Set(['Not Applicable', 'Level 1', 'Level 2', 'Level 3 (most advanced)']);

describeWithSeededApp('export with reference profile columns', (ctx) => {
  const get = (url: string) => ctx().app.inject({ method: 'GET', url });

  it('lists the Live profiles in filters.profiles and gives each row their expected levels (hub)', async () => {
    const res = await get('/api/export/iscb-3.0e1/e1?_format=json');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(exportContract(body), JSON.stringify(exportContract.errors)).toBe(true);
    expect(body.filters.profiles).toEqual(COLUMNS);
    expect(body.headers.slice(-4)).toEqual(COLUMNS);
    // The whole version (ADR 0045): the 13 ISCB 3.0 core competencies, then the extension's own six, each
    // with a level on the survey's scale for every stage.
    const competencies = new Set(body.data.map((r: Record<string, string>) => r['Competency UUID']));
    expect(competencies.size).toBe(19);
    expect(body.data).toHaveLength(19);
    expect(body.data[0].Domain).toBe('Bioscience');
    expect(body.data.at(-1).Competency).toBe('Leadership');
    for (const row of body.data) for (const column of COLUMNS) expect(LEVELS.has(row[column])).toBe(true);
    // Leadership (S1): the median of the survey's answers rises with the career stage.
    const leadership = body.data.find((r: Record<string, string>) => r.Competency === 'Leadership');
    expect(leadership?.['Managerial role (expected level)']).toBe('Level 3 (most advanced)');
  });

  it('leaves out the profiles named in filters and keeps offering them', async () => {
    const filters = encodeURIComponent(`${COLUMNS[0]},${COLUMNS[3]},Domain ID`);
    const body = (await get(`/api/export/iscb-3.0e1/e1?_format=json&filters=${filters}`)).json();
    expect(exportContract(body)).toBe(true);
    expect(body.headers).not.toContain(COLUMNS[0]);
    expect(body.headers).not.toContain('Domain ID');
    expect(body.headers.filter((h: string) => h.endsWith('(expected level)'))).toEqual([
      COLUMNS[1],
      COLUMNS[2],
    ]);
    expect(Object.keys(body.data[0])).toEqual(body.headers);
    expect(body.filters.profiles).toEqual(COLUMNS);
  });

  it('serves the same columns on /api/v1 with exclude; a version without profiles offers none', async () => {
    const body = exportTableSchema.parse(
      (
        await get(
          `/api/v1/frameworks/iscb-3.0e1/versions/e1/export?exclude=${encodeURIComponent(COLUMNS.slice(1).join(','))}`,
        )
      ).json(),
    );
    expect(body.filters.profiles).toEqual(COLUMNS);
    expect(body.headers.filter((h) => h.endsWith('(expected level)'))).toEqual([COLUMNS[0]]);
    const none = exportTableSchema.parse(
      (await get('/api/v1/frameworks/bioexcel/versions/1.0/export')).json(),
    );
    expect(none.filters.profiles).toEqual([]);
    expect(none.headers.some((h) => h.includes('(expected level)'))).toBe(false);
  });
});

it('names profile columns uniquely, with the job title when it differs and without commas', () => {
  expect(
    exportProfileColumns([
      { id: 1, title: 'Alex', jobTitle: 'PhD student, year 1' },
      { id: 2, title: 'Managerial role', jobTitle: 'Managerial role' },
      { id: 3, title: 'Managerial role', jobTitle: 'Managerial role' },
    ]),
  ).toEqual([
    'Alex (PhD student; year 1) (expected level)',
    'Managerial role (expected level)',
    'Managerial role (expected level) #3',
  ]);
});
