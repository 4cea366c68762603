import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { buildCsv, csvFileName, forExcel } from '../src/features/export/api/csv';

describe('buildCsv', () => {
  it('writes the headers, then one line per row in header order', () => {
    const csv = buildCsv({
      headers: ['Domain', 'Competency', 'Attribute'],
      data: [{ Attribute: 'Teamwork', Competency: 'Work in teams', Domain: 'Generic' }],
    });
    expect(csv).toBe('Domain,Competency,Attribute\r\nGeneric,Work in teams,Teamwork');
  });

  it('round-trips commas, quotes, apostrophes and line breaks', () => {
    const row = {
      Competency: 'Comprehend professional, ethical, legal issues',
      Attribute: 'Says "no" to the organisation\'s\nunethical requests',
    };
    const csv = buildCsv({ headers: ['Competency', 'Attribute'], data: [row] });
    const parsed = Papa.parse<string[]>(csv, { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data[1]).toEqual([row.Competency, row.Attribute]);
  });

  it('leaves a cell missing from a row empty', () => {
    const csv = buildCsv({
      headers: ['Competency', 'Attribute'],
      data: [{ Competency: 'Without attributes' }],
    });
    expect(csv.split('\r\n')[1]).toBe('Without attributes,');
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    const csv = buildCsv({ headers: ['Attribute'], data: [{ Attribute: '=HYPERLINK("http://x")' }] });
    const parsed = Papa.parse<string[]>(csv);
    expect(parsed.data[1]?.[0]?.startsWith("'=")).toBe(true);
  });
});

describe('csvFileName', () => {
  it("keeps the server's suggested name", () => {
    expect(csvFileName('bioexcel_1.0.csv', 'bioexcel', '1.0')).toBe('bioexcel_1.0.csv');
  });

  it('builds {framework}_{version}.csv when the suggestion is missing or unsafe', () => {
    expect(csvFileName(undefined, 'iscb', '3.0')).toBe('iscb_3.0.csv');
    expect(csvFileName('../etc/passwd', 'iscb-3.0e1', 'e1')).toBe('iscb-3.0e1_e1.csv');
  });
});

describe("'CSV for Excel'", () => {
  it('puts a UTF-8 byte order mark before the same text', () => {
    const csv = 'Domain\r\nCafé\r\n';
    const bytes = new TextEncoder().encode(forExcel(csv));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.subarray(3))).toBe(csv);
  });
});
