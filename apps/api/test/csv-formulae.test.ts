/**
 * Every CSV the hub serves neutralises spreadsheet formulae (ADR 0041: one writer, `writeCsv`): a cell
 * starting with =, +, -, @, a tab or a carriage return is written with a leading single quote, on each
 * export route (the Moodle CSV, and the Export page's CSV built from the export table), and the CSV
 * import's parser reads the quote off again (the Moodle import unescapes with the same `unescapeCsvCell`).
 */
import { buildExportCsv, type ExportTable, parseExportCsv } from '@hub/domain';
import Papa from 'papaparse';
import { expect, it } from 'vitest';
import { createFramework, describeWithApp } from './factories.js';

const FORMULAE = ['=HYPERLINK("https://evil.example","Click")', '+1+1', '-2+3', '@SUM(A1:A9)'];

/** Every cell of a CSV text, parsed as a spreadsheet would. */
const cells = (text: string) => Papa.parse<string[]>(text.replace(/^\uFEFF/, '')).data.flat();
const live = (cell: string) => /^[=+\-@\t\r]/.test(cell);

describeWithApp(
  'formula cells in served CSV',
  async (db) => {
    await createFramework(db, {
      machine_name: 'formulae',
      description: "=cmd|' /C calc'!A0\nsecond line",
      domains: [
        {
          title: FORMULAE[0] as string,
          code: '-1',
          competencies: [
            {
              title: FORMULAE[1] as string,
              code: '=2',
              attributes: [
                { type: 'Knowledge', title: FORMULAE[2] as string },
                { type: 'Knowledge', title: FORMULAE[3] as string },
              ],
            },
          ],
        },
      ],
    });
  },
  (ctx) => {
    it('neutralises them in the Moodle CSV', async () => {
      const res = await ctx().app.inject({ url: '/api/v1/frameworks/formulae/versions/1.0/moodle.csv' });
      expect(res.statusCode).toBe(200);
      const all = cells(res.body);
      expect(all.filter(live)).toEqual([]);
      for (const formula of FORMULAE) expect(all).toContain(`'${formula}`);
      expect(all).toContain(`'=cmd|' /C calc'!A0\nsecond line`);
    });

    it("neutralises them in the Export page's CSV, and the CSV import reads them back", async () => {
      const res = await ctx().app.inject({ url: '/api/v1/frameworks/formulae/versions/1.0/export' });
      expect(res.statusCode).toBe(200);
      const csv = buildExportCsv(res.json() as ExportTable);
      const all = cells(csv);
      expect(all.filter(live)).toEqual([]);
      for (const formula of FORMULAE) expect(all).toContain(`'${formula}`);
      expect(parseExportCsv(csv).rows.flat()).toEqual(expect.arrayContaining([...FORMULAE, '-1', '=2']));
    });
  },
);
