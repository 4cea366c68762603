/**
 * The CSV import's rules one by one (docs/features/accounts-and-security.md §6, mutation testing): each refusal names its row and says
 * exactly what is wrong, uuids are read without regard to case or surrounding spaces, archived parents make
 * their children archived, and (property) any visible draft tree exported as CSV plans back to itself.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planCsvImport } from '../src/logic/csv-import.js';
import { buildExportCsv, parseExportCsv } from '../src/logic/export-csv.js';
import type { ContentDomain } from '../src/schemas/content-tree.js';

const U = (n: number) => `abcdef00-0000-4000-8000-${String(n).padStart(12, '0')}`;
const HEADERS = [
  'Domain UUID',
  'Domain',
  'Competency UUID',
  'Competency',
  'Attribute UUID',
  'Attribute type',
  'Attribute',
];
const KNOWLEDGE = { id: 1, uuid: U(99), title: 'Knowledge' };

interface TreeInput {
  uuid: number;
  title: string;
  archived?: boolean;
  competencies?: { uuid: number; title: string; archived?: boolean; attributes?: AttributeInput[] }[];
}
interface AttributeInput {
  uuid: number;
  title: string;
  archived?: boolean;
  type?: string;
}

/** A draft tree from a compact description (ids are the uuid numbers). */
function tree(domains: TreeInput[]): ContentDomain[] {
  return domains.map((d, di) => ({
    id: d.uuid,
    uuid: U(d.uuid),
    code: null,
    title: d.title,
    position: di + 1,
    archived: d.archived ?? false,
    competencies: (d.competencies ?? []).map((c, ci) => ({
      id: c.uuid,
      uuid: U(c.uuid),
      domainId: d.uuid,
      code: null,
      title: c.title,
      position: ci + 1,
      archived: c.archived ?? false,
      mappedOtherCompetency: '',
      attributes: (c.attributes ?? []).map((a, ai) => ({
        id: a.uuid,
        uuid: U(a.uuid),
        competencyId: c.uuid,
        title: a.title,
        position: ai + 1,
        archived: a.archived ?? false,
        attributeType: { ...KNOWLEDGE, title: a.type ?? 'Knowledge' },
      })),
    })),
  }));
}

const csv = (rows: string[][], headers = HEADERS) =>
  buildExportCsv({
    headers,
    data: rows.map((r) => Object.fromEntries(headers.map((h, i) => [h, r[i] ?? '']))),
  });

const DRAFT = tree([
  {
    uuid: 1,
    title: 'Generic',
    competencies: [{ uuid: 2, title: 'Teams', attributes: [{ uuid: 3, title: 'Knows teams' }] }],
  },
]);
const SAME = [U(1), 'Generic', U(2), 'Teams', U(3), 'Knowledge', 'Knows teams'];
const plan = (text: string, draft = DRAFT, types = ['Knowledge', 'Skill']) =>
  planCsvImport(parseExportCsv(text), draft, types);
const messages = (text: string, draft = DRAFT, types?: string[]) =>
  plan(text, draft, types).issues.map((i) => `${i.row ?? 'file'}: ${i.message}`);

describe('planCsvImport: what the file itself lacks', () => {
  it('passes on the parser’s problems with their lines', () => {
    const parsed = { ...parseExportCsv(csv([SAME])), errors: [{ row: 4, message: 'Unclosed quote' }] };
    expect(planCsvImport(parsed, DRAFT, ['Knowledge'])).toEqual({
      domains: [],
      expertiseLevels: [],
      issues: [{ row: 4, message: 'Unclosed quote' }],
    });
  });

  it('names one missing column in the singular, and plans nothing', () => {
    const headers = HEADERS.filter((h) => h !== 'Attribute');
    expect(plan(csv([SAME], headers))).toEqual({
      domains: [],
      expertiseLevels: [],
      issues: [
        {
          row: 1,
          message:
            'Missing column: Attribute. Export the framework again with the identifier columns ticked.',
        },
      ],
    });
  });

  it('refuses a file with a header and no rows', () => {
    expect(messages(csv([]), [])).toEqual(['file: The file has no rows below its header']);
  });

  it('reads a row shorter than the header as empty cells', () => {
    const parsed = parseExportCsv(csv([SAME]));
    const short = { ...parsed, rows: [...parsed.rows, [U(1), 'Generic', '', 'New competency']] };
    const result = planCsvImport(short, DRAFT, ['Knowledge']);
    expect(result.issues).toEqual([]);
    expect(result.domains[0]?.competencies.map((c) => [c.title, c.attributes.length])).toEqual([
      ['Teams', 1],
      ['New competency', 0],
    ]);
  });
});

describe('planCsvImport: uuids', () => {
  it('reads uuids without regard to case or surrounding spaces, and trims titles', () => {
    const shouted = [` ${U(1).toUpperCase()} `, ' Generic ', ` ${U(2).toUpperCase()}`, 'Teams'];
    const result = plan(csv([[...shouted, `${U(3).toUpperCase()} `, 'Knowledge', 'Knows teams  ']]));
    expect(result.issues).toEqual([]);
    expect(result.domains[0]?.uuid).toBe(U(1));
    expect(result.domains[0]?.competencies[0]?.uuid).toBe(U(2));
    expect(result.domains[0]?.competencies[0]?.attributes[0]?.uuid).toBe(U(3));
    // Titles are trimmed too, so the draft's own titles match.
    expect(result.domains[0]?.title).toBe('Generic');
    expect(result.domains[0]?.competencies[0]?.attributes[0]?.title).toBe('Knows teams');
  });

  it('keeps a uuid the draft lacks on the new item, and names the column of a bad one once per row', () => {
    const unknown = U(50);
    const added = plan(csv([SAME, [unknown, 'Other', '', 'C', '', '', '']]));
    expect(added.issues).toEqual([]);
    expect(added.domains.at(-1)).toMatchObject({ uuid: unknown, title: 'Other' });
    expect(messages(csv([SAME, ['not-a-uuid', 'Other', '', 'C', '', '', '']]))).toEqual([
      '3: Domain UUID "not-a-uuid" is not a uuid',
    ]);
    expect(
      messages(
        csv([SAME, [unknown, 'Other', '', 'C', '', '', ''], [U(1), 'Generic', unknown, 'C', '', '', '']]),
      ),
    ).toEqual([`4: Competency UUID "${unknown}" is given to a domain on an earlier row`]);
    // The same new attribute uuid twice: 'used by an earlier row'.
    const twice = [U(1), 'Generic', U(2), 'Teams', unknown, 'Knowledge', 'X'];
    expect(messages(csv([SAME, twice, twice]))).toEqual([
      `4: Attribute UUID "${unknown}" is used by an earlier row`,
    ]);
    expect(messages(csv([SAME, [U(2), 'Teams', '', 'C', '', '', '']]))).toEqual([
      `3: Domain UUID "${U(2)}" is a competency, not a domain`,
    ]);
  });

  it('treats the items under an archived competency or domain as archived', () => {
    const draft = tree([
      {
        uuid: 1,
        title: 'Generic',
        competencies: [
          { uuid: 2, title: 'Teams' },
          { uuid: 4, title: 'Old', archived: true, attributes: [{ uuid: 5, title: 'Kept' }] },
        ],
      },
      {
        uuid: 6,
        title: 'Retired',
        archived: true,
        competencies: [{ uuid: 7, title: 'Inside', attributes: [{ uuid: 8, title: 'Deep' }] }],
      },
    ]);
    const teams = [U(1), 'Generic', U(2), 'Teams', '', '', ''];
    // Nothing archived is expected in the file, even when not archived itself.
    expect(messages(csv([teams]), draft)).toEqual([]);
    expect(
      messages(csv([teams, [U(1), 'Generic', U(2), 'Teams', U(5), 'Knowledge', 'Kept']]), draft),
    ).toEqual([`3: Attribute UUID "${U(5)}" (Kept) is archived in the draft: restore it first`]);
    expect(messages(csv([teams, [U(6), 'Retired', U(7), 'Inside', '', '', '']]), draft)).toEqual([
      `3: Domain UUID "${U(6)}" (Retired) is archived in the draft: restore it first`,
    ]);
    expect(messages(csv([teams, [U(1), 'Generic', U(7), 'Inside', '', '', '']]), draft)).toEqual([
      `3: Competency UUID "${U(7)}" (Inside) is archived in the draft: restore it first`,
    ]);
    expect(
      messages(csv([teams, [U(1), 'Generic', U(2), 'Teams', U(8), 'Knowledge', 'Deep']]), draft),
    ).toEqual([`3: Attribute UUID "${U(8)}" (Deep) is archived in the draft: restore it first`]);
  });

  it('says which kind of item the file leaves out', () => {
    const draft = tree([
      { uuid: 1, title: 'Generic', competencies: [{ uuid: 2, title: 'Teams' }] },
      { uuid: 6, title: 'Second' },
    ]);
    expect(messages(csv([[U(1), 'Generic', '', 'New', '', '', '']]), draft)).toEqual([
      `file: The file leaves out the competency "Teams" (${U(2)}): an import never deletes; archive it in the draft instead`,
      `file: The file leaves out the domain "Second" (${U(6)}): an import never deletes; archive it in the draft instead`,
    ]);
  });
});

describe('planCsvImport: cells of one row', () => {
  it('refuses a cell once, without going on to check the rest of its row', () => {
    expect(messages(csv([SAME, [`${U(9)}\u0007`, 'D', '', 'C', '', '', '']]))).toEqual([
      '3: Domain UUID: must not contain control characters',
    ]);
    expect(messages(csv([SAME, ['', 'D', '', 'C', '', 'k'.repeat(501), 'A']]))).toEqual([
      '3: Attribute type: Use at most 500 characters',
    ]);
  });

  it('asks for the titles a row lacks', () => {
    expect(messages(csv([SAME, ['', '', '', 'C', '', '', '']]))).toEqual(['3: Domain: enter a title']);
    // A known domain without its title: refused, and so the domain is missing from the file.
    expect(messages(csv([[U(1), '', U(2), 'Teams', U(3), 'Knowledge', 'Knows teams']]))).toEqual([
      '2: Domain: enter a title',
      `file: The file leaves out the domain "Generic" (${U(1)}): an import never deletes; archive it in the draft instead`,
      `file: The file leaves out the competency "Teams" (${U(2)}): an import never deletes; archive it in the draft instead`,
      `file: The file leaves out the attribute "Knows teams" (${U(3)}): an import never deletes; archive it in the draft instead`,
    ]);
    expect(messages(csv([SAME, [U(1), 'Generic', '', '', '', '', '']]))).toEqual([
      '3: Competency: enter a title',
    ]);
    expect(messages(csv([SAME, [U(1), 'Generic', U(2), '', '', '', '']]))).toEqual([
      '3: Competency: enter a title',
    ]);
    expect(messages(csv([SAME, [U(1), 'Generic', U(2), 'Teams', '', 'Knowledge', '']]))).toEqual([
      '3: Attribute: enter a title',
    ]);
    expect(messages(csv([SAME, [U(1), 'Generic', U(2), 'Teams', '', '', 'Untyped']]))).toEqual([
      '3: Attribute type: enter the attribute type',
    ]);
    // A type the framework lacks is added, as typed (ADR 0042).
    const typed = plan(csv([SAME, [U(1), 'Generic', U(2), 'Teams', '', 'Opinion', 'A']]), DRAFT, []);
    expect(typed.issues).toEqual([]);
    expect(typed.domains[0]?.competencies[0]?.attributes.at(-1)).toMatchObject({ attributeType: 'Opinion' });
  });

  it('reads code columns, and leaves a code as it is when the rows of its item disagree', () => {
    const headers = [...HEADERS, 'Domain code', 'Competency code'];
    const coded = plan(csv([[...SAME, 'D1', 'C1']], headers));
    expect(coded.domains[0]).toMatchObject({ code: 'D1', competencies: [{ code: 'C1' }] });
    const second = [U(1), 'Generic', U(2), 'Teams', '', 'Knowledge', 'Another'];
    const disagree = plan(
      csv(
        [
          [...SAME, 'D1', 'C1'],
          [...second, 'D9', 'C1'],
        ],
        headers,
      ),
    );
    expect(disagree.issues).toEqual([]);
    expect(disagree.domains[0]?.code).toBeUndefined();
    expect(disagree.domains[0]?.competencies[0]?.code).toBe('C1');
    expect(plan(csv([SAME])).domains[0]?.code, 'no code columns: unsaid').toBeUndefined();
  });

  it('refuses a second title for the same domain or competency', () => {
    expect(messages(csv([SAME, [U(1), 'Renamed', U(2), 'Teams', '', '', '']]))).toEqual([
      '3: Domain: "Renamed" differs from "Generic" given earlier for the same domain',
    ]);
    expect(messages(csv([SAME, [U(1), 'Generic', U(2), 'Crews', '', '', '']]))).toEqual([
      '3: Competency: "Crews" differs from "Teams" given earlier for the same competency',
    ]);
  });

  it('groups rows by item: one domain for its rows, new items apart by title', () => {
    const result = plan(
      csv([
        SAME,
        [U(1), 'Generic', '', 'New A', '', '', ''],
        [U(1), 'Generic', '', 'New B', '', 'Skill', 'B1'],
        ['', 'New domain 1', '', 'C1', '', '', ''],
        ['', 'New domain 2', '', 'C2', '', '', ''],
        ['', 'New domain 2', '', 'C2', '', 'skill', 'C2 attribute'],
      ]),
    );
    expect(result.issues).toEqual([]);
    expect(
      result.domains.map((d) => [
        d.title,
        d.competencies.map((c) => `${c.title}(${c.attributes.map((a) => `${a.attributeType}:${a.title}`)})`),
      ]),
    ).toEqual([
      ['Generic', ['Teams(Knowledge:Knows teams)', 'New A()', 'New B(Skill:B1)']],
      ['New domain 1', ['C1()']],
      ['New domain 2', ['C2(Skill:C2 attribute)']],
    ]);
  });
});

describe('planCsvImport: property', () => {
  const title = fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,11}[a-z]$/);
  const arbitraryTree = fc
    .array(
      fc.record({
        title,
        competencies: fc.array(
          fc.record({
            title,
            attributes: fc.array(fc.record({ title, type: fc.constantFrom('Knowledge', 'Skill') }), {
              maxLength: 3,
            }),
          }),
          { minLength: 1, maxLength: 3 },
        ),
      }),
      { minLength: 1, maxLength: 3 },
    )
    .map((domains) => {
      let n = 0;
      return tree(
        domains.map((d) => ({
          uuid: ++n,
          title: d.title,
          competencies: d.competencies.map((c) => ({
            uuid: ++n,
            title: c.title,
            attributes: c.attributes.map((a) => ({ uuid: ++n, title: a.title, type: a.type })),
          })),
        })),
      );
    });

  it('plans any visible draft back to itself from its own export, rows in any case', () => {
    fc.assert(
      fc.property(arbitraryTree, fc.boolean(), (draft, upper) => {
        const id = (uuid: string) => (upper ? uuid.toUpperCase() : uuid);
        const rows = draft.flatMap((d) =>
          d.competencies.flatMap((c) =>
            (c.attributes.length > 0 ? c.attributes : [null]).map((a) => [
              id(d.uuid),
              d.title,
              id(c.uuid),
              c.title,
              a ? id(a.uuid) : '',
              a?.attributeType.title ?? '',
              a?.title ?? '',
            ]),
          ),
        );
        const result = plan(csv(rows), draft);
        expect(result.issues).toEqual([]);
        expect(result.domains).toEqual(
          draft.map((d) => ({
            uuid: d.uuid,
            title: d.title,
            competencies: d.competencies.map((c) => ({
              uuid: c.uuid,
              title: c.title,
              attributes: c.attributes.map((a) => ({
                uuid: a.uuid,
                title: a.title,
                attributeType: a.attributeType.title,
              })),
            })),
          })),
        );
      }),
      { numRuns: 50 },
    );
  });
});
