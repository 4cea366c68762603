import { describe, expect, it } from 'vitest';
import { planCsvImport } from '../src/logic/csv-import.js';
import { buildExportCsv, parseExportCsv, unescapeCsvCell } from '../src/logic/export-csv.js';
import type { ContentDomain } from '../src/schemas/content-tree.js';
import { EXPORT_GROUP_COLUMN, EXPORT_LEVEL_COLUMNS } from '../src/schemas/export-constants.js';

const U = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const type = { id: 1, uuid: U(99), title: 'Knowledge' };
const draft: ContentDomain[] = [
  {
    id: 1,
    uuid: U(1),
    code: null,
    title: 'Generic',
    position: 1,
    archived: false,
    competencies: [
      {
        id: 2,
        uuid: U(2),
        domainId: 1,
        code: null,
        title: 'Teams',
        position: 1,
        archived: false,
        mappedOtherCompetency: '',
        attributes: [
          {
            id: 3,
            uuid: U(3),
            competencyId: 2,
            title: 'Knows teams',
            position: 1,
            archived: false,
            attributeType: type,
          },
        ],
      },
      {
        id: 4,
        uuid: U(4),
        domainId: 1,
        code: null,
        title: 'Old',
        position: 2,
        archived: true,
        mappedOtherCompetency: '',
        attributes: [],
      },
    ],
  },
];
const HEADERS = [
  'Domain UUID',
  'Domain',
  'Competency UUID',
  'Competency',
  'Attribute UUID',
  'Attribute type',
  'Attribute',
];
const csv = (rows: string[][]) =>
  buildExportCsv({
    headers: HEADERS,
    data: rows.map((r) => Object.fromEntries(HEADERS.map((h, i) => [h, r[i] ?? '']))),
  });
const plan = (text: string) => planCsvImport(parseExportCsv(text), draft, ['Knowledge']);
const SAME = [U(1), 'Generic', U(2), 'Teams', U(3), 'Knowledge', 'Knows teams'];

describe('planCsvImport', () => {
  it('plans the draft as it is from its own export (archived items are not expected)', () => {
    expect(plan(csv([SAME]))).toEqual({
      domains: [
        {
          uuid: U(1),
          title: 'Generic',
          competencies: [
            {
              uuid: U(2),
              title: 'Teams',
              attributes: [{ uuid: U(3), title: 'Knows teams', attributeType: 'Knowledge' }],
            },
          ],
        },
      ],
      expertiseLevels: [],
      issues: [],
    });
  });

  it('reads the scale of the level columns beside the rows and after them, and the domain group', () => {
    const headers = [EXPORT_GROUP_COLUMN, ...HEADERS, ...EXPORT_LEVEL_COLUMNS];
    const levelCsv = (rows: string[][]) =>
      buildExportCsv({
        headers,
        data: rows.map((r) => Object.fromEntries(headers.map((h, i) => [h, r[i] ?? '']))),
      });
    const result = planCsvImport(
      parseExportCsv(
        levelCsv([
          ['People', ...SAME, '0', 'Not applicable', '', U(70)],
          ['', '', '', '', '', '', '', '', '3', 'Expert', 'Leads others.\nTeaches.', ''],
        ]),
      ),
      draft,
      ['Knowledge'],
    );
    expect(result.issues).toEqual([]);
    expect(result.domains[0]?.group).toBe('People');
    expect(result.domains[0]?.competencies[0]?.attributes).toHaveLength(1);
    expect(result.expertiseLevels).toEqual([
      { uuid: U(70), ratingLevel: 0, title: 'Not applicable', description: '' },
      { uuid: null, ratingLevel: 3, title: 'Expert', description: 'Leads others.\nTeaches.' },
    ]);
    const issues = planCsvImport(
      parseExportCsv(
        levelCsv([
          ['', ...SAME, 'two', 'Awareness', '', ''],
          ['', ...SAME.slice(0, 4), '', '', '', '1', 'Awareness', '', 'not-a-uuid'],
          ['', ...SAME.slice(0, 4), '', '', '', '2', '', '', ''],
          ['', '', '', '', '', '', '', '', '2', 'Working', '', ''],
          ['', ...SAME.slice(0, 4), '', '', '', '2', 'Working', '', ''],
          ['', '', '', '', '', '', '', '', '2', 'Again', '', ''],
        ]),
      ),
      draft,
      ['Knowledge'],
    ).issues.map((i) => `${i.row}: ${i.message}`);
    expect(issues).toEqual([
      '2: Expertise level rating: "two" is not a whole number from 0 to 100',
      '3: Expertise level UUID "not-a-uuid" is not a uuid',
      '4: Expertise level: Enter a title',
      '7: Expertise level: rating 2 is given to another level on an earlier row',
    ]);
  });

  it("skips an extension's rows of its core version's domains, whatever they say", () => {
    const core = [U(50), 'Core domain', U(51), 'Core competency, renamed', '', '', ''];
    const result = planCsvImport(
      parseExportCsv(csv([core, SAME])),
      draft,
      ['Knowledge'],
      undefined,
      new Set([U(50)]),
    );
    expect(result.issues).toEqual([]);
    expect(result.domains.map((d) => d.uuid)).toEqual([U(1)]);
    // Without the core's uuids the same row is a domain the draft lacks: planned as a new one (ADR 0042).
    expect(plan(csv([core, SAME])).domains.map((d) => d.uuid)).toEqual([U(50), U(1)]);
  });

  it('adds rows without uuids under their parents, keeping the file order', () => {
    const result = plan(
      csv([['', 'New domain', '', 'New competency', '', 'knowledge', 'New attribute'], SAME]),
    );
    expect(result.issues).toEqual([]);
    expect(result.domains.map((d) => [d.uuid, d.title])).toEqual([
      [null, 'New domain'],
      [U(1), 'Generic'],
    ]);
    expect(result.domains[0]?.competencies[0]?.attributes).toEqual([
      { uuid: null, title: 'New attribute', attributeType: 'Knowledge' },
    ]);
  });

  it('refuses deletions, unknown and archived uuids, and orphans, naming rows', () => {
    const messages = (text: string) => plan(text).issues.map((i) => `${i.row ?? 'file'}: ${i.message}`);
    expect(messages(csv([[U(1), 'Generic', U(2), 'Teams', '', '', '']]))).toEqual([
      `file: The file leaves out the attribute "Knows teams" (${U(3)}): an import never deletes; archive it in the draft instead`,
    ]);
    expect(messages(csv([SAME, [U(1), 'Generic', U(4), 'Old', '', '', '']]))[0]).toBe(
      `3: Competency UUID "${U(4)}" (Old) is archived in the draft: restore it first`,
    );
    expect(messages(csv([SAME, [U(1), 'Generic', U(3), 'X', '', '', '']]))[0]).toBe(
      `3: Competency UUID "${U(3)}" is an attribute, not a competency`,
    );
    expect(messages(csv([SAME, [U(1), 'Generic', '', '', '', 'Knowledge', 'Lost']]))[0]).toBe(
      '3: Attribute without a competency: fill in the competency',
    );
    expect(messages('Domain,Competency\nA,B\n')[0]).toMatch(
      /^1: Missing columns: Domain UUID, Competency UUID, Attribute UUID, Attribute type, Attribute/,
    );
  });

  it('refuses a competency that appears under two domains', () => {
    const result = plan(csv([SAME, ['', 'Second domain', U(2), 'Teams', '', '', '']]));
    expect(result.domains).toEqual([]);
    expect(result.issues).toContainEqual({ row: 3, message: 'Competency "Teams" appears under two domains' });
  });

  it('refuses an attribute uuid used by two rows', () => {
    const result = plan(
      csv([SAME, [U(1), 'Generic', U(2), 'Teams', U(3), 'Knowledge', 'Knows teams again']]),
    );
    expect(result.domains).toEqual([]);
    expect(result.issues).toEqual([
      { row: 3, message: `Attribute UUID "${U(3)}" is used by an earlier row` },
    ]);
  });

  it('refuses a title over the limit and control characters, raw or encoded', () => {
    const long = 'x'.repeat(501);
    const messages = (rows: string[][]) => plan(csv(rows)).issues.map((i) => `${i.row}: ${i.message}`);
    expect(messages([SAME, ['', long, '', 'C', '', '', '']])).toEqual([
      '3: Domain: Use at most 500 characters',
    ]);
    // One line (ADR 0041): a line break in a title is refused.
    expect(messages([SAME, ['', 'D', '', 'Two\nlines', '', '', '']])).toEqual([
      '3: Competency: Use one line: a title holds no line breaks',
    ]);
    expect(messages([SAME, ['', 'D', '', 'C', '', 'Knowledge', 'esc &#27;[0m']])).toEqual([
      '3: Attribute: must not contain control characters',
    ]);
    expect(messages([SAME, ['', 'D', '', 'bell\u0007', '', '', '']])).toEqual([
      '3: Competency: must not contain control characters',
    ]);
    expect(plan(csv([SAME, ['', 'x'.repeat(500), '', 'C', '', '', '']])).issues).toEqual([]);
  });

  it('reads back what it writes, formulas included', () => {
    const text = csv([
      [U(1), '=Generic', U(2), 'Teams, "quoted"\nand wrapped', U(3), 'Knowledge', '+1 skill'],
    ]);
    const parsed = parseExportCsv(`\uFEFF${text}`);
    expect(parsed.rows[0]).toEqual([
      U(1),
      '=Generic',
      U(2),
      'Teams, "quoted"\nand wrapped',
      U(3),
      'Knowledge',
      '+1 skill',
    ]);
    expect(unescapeCsvCell("'=x")).toBe('=x');
    expect(unescapeCsvCell("it's")).toBe("it's");
  });
});
