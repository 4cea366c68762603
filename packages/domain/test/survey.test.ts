import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { matchSurvey, normaliseSurveyText, surveyAnswerRating } from '../src/logic/survey/match.js';
import { summariseSurvey, surveyStatistics } from '../src/logic/survey/summary.js';
import { parseSurveyCsv, splitSurveyHeader } from '../src/logic/survey/table.js';

const levels = [
  { rating: 0, title: 'Not applicable' },
  { rating: 1, title: 'Awareness' },
  { rating: 2, title: 'Working knowledge' },
  { rating: 3, title: 'Specialist' },
];
const competencies = [
  { uuid: 'u-a3', code: 'A3', title: 'Work at depth in at least one technical area' },
  { uuid: 'u-12', code: '1.2', title: 'Manage projects' },
  { uuid: 'u-1', code: '1', title: 'Communicate' },
  { uuid: 'u-direct', title: 'Users’ “needs”: identify and support' },
];
const version = { competencies, levels };

describe('parseSurveyCsv', () => {
  it('reads a Google Forms export with a byte order mark, quoted commas, line breaks and ragged rows', () => {
    const text =
      '\uFEFFTimestamp,"Grid [A3: Work, deep]",Comment\r\n2024/10/01,Level 2,"a\nb"\r\n2024/10/02\r\n\r\n';
    expect(parseSurveyCsv(text)).toEqual({
      headers: ['Timestamp', 'Grid [A3: Work, deep]', 'Comment'],
      rows: [
        ['2024/10/01', 'Level 2', 'a\nb'],
        ['2024/10/02', '', ''],
      ],
    });
  });

  it('reads semicolon-separated files (Excel in many locales)', () => {
    expect(parseSurveyCsv('ID;Q1\n1;Level 1\n').rows).toEqual([['1', 'Level 1']]);
  });

  it('gives back any table written by papaparse', () => {
    const cell = fc.string({ maxLength: 12 }).map((s) => s.trim());
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }).chain((w) =>
          fc.tuple(
            fc.uniqueArray(
              cell.filter((s) => s !== ''),
              { minLength: w, maxLength: w },
            ),
            fc.array(fc.array(cell, { minLength: w, maxLength: w }), { maxLength: 6 }),
          ),
        ),
        ([headers, rows]) => {
          const kept = rows.filter((r) => r.some((c) => c !== ''));
          const parsed = parseSurveyCsv(Papa.unparse([headers, ...kept], { quotes: true }));
          expect(parsed).toEqual({ headers, rows: kept });
        },
      ),
    );
  });
});

describe('splitSurveyHeader', () => {
  it('splits grid questions and keeps plain questions whole', () => {
    expect(splitSurveyHeader('Profile: Core facility scientist I [A3: Work at depth]')).toEqual({
      group: 'Profile: Core facility scientist I',
      label: 'A3: Work at depth',
    });
    expect(splitSurveyHeader('Career stage')).toEqual({ group: null, label: 'Career stage' });
    expect(splitSurveyHeader('[only brackets]')).toEqual({ group: null, label: '[only brackets]' });
  });
});

describe('matchSurvey', () => {
  const table = parseSurveyCsv(
    [
      'Timestamp,Career stage,S [A3 Work],S [1.2. Planning],S [1: Talk],S [MANAGE PROJECTS ],S [users\' "needs" - identify and support],S [New: Leadership],Manage projects',
      '1,Early,Level 1,2,Specialist,N/A,,Level 3 (most advanced),Level 1',
      '2,Late,level 2,Maybe,not applicable,Awareness,Level 9,Level 1,',
    ].join('\n'),
  );

  it('matches by code (longest first), exact and normalised title, and lists the rest', () => {
    const match = matchSurvey(table, version);
    expect(match.columns.map((c) => [c.header, c.competencyUuid, c.matchedBy])).toEqual([
      ['S [A3 Work]', 'u-a3', 'code'],
      ['S [1.2. Planning]', 'u-12', 'code'],
      ['S [1: Talk]', 'u-1', 'code'],
      ['S [users\' "needs" - identify and support]', 'u-direct', 'normalised'],
      ['Manage projects', 'u-12', 'title'],
    ]);
    expect(match.unmatchedColumns).toEqual(['S [MANAGE PROJECTS ]', 'S [New: Leadership]']);
    expect(match.otherColumns).toEqual(['Timestamp', 'Career stage']);
    expect(match.unmatchedAnswers).toEqual([
      { header: 'S [1.2. Planning]', answer: 'Maybe', count: 1 },
      { header: 'S [users\' "needs" - identify and support]', answer: 'Level 9', count: 1 },
    ]);
  });

  it("follows the manager's choices, null leaving a column out, and never matches a competency twice in a group", () => {
    const match = matchSurvey(table, version, {
      'S [1: Talk]': null,
      'S [New: Leadership]': 'u-1',
      'S [MANAGE PROJECTS ]': 'u-direct',
      'S [A3 Work]': 'not-a-competency',
    });
    expect(match.columns.find((c) => c.header === 'S [New: Leadership]')).toMatchObject({
      competencyUuid: 'u-1',
      matchedBy: 'choice',
    });
    expect(match.columns.find((c) => c.header === 'S [A3 Work]')?.matchedBy).toBe('code');
    expect(match.otherColumns).toEqual(['Timestamp', 'Career stage', 'S [1: Talk]']);
    // The column chosen for 'u-direct' wins over the later one matched to it by its normalised title.
    expect(match.columns.find((c) => c.header === 'S [MANAGE PROJECTS ]')?.competencyUuid).toBe('u-direct');
    expect(match.unmatchedColumns).toEqual(['S [users\' "needs" - identify and support]']);
  });

  it('lists a plain column answered only with levels as unmatched, not as other (numbers alone are an ID)', () => {
    const plain = parseSurveyCsv('ID,Name,Team work\n1,Ana,Level 2\n2,Bo,N/A\n');
    expect(matchSurvey(plain, version)).toMatchObject({
      unmatchedColumns: ['Team work'],
      otherColumns: ['ID', 'Name'],
    });
  });
});

describe('surveyAnswerRating', () => {
  it('reads level titles, level numbers and the ways of saying not applicable', () => {
    const core = [
      { rating: 0, title: 'Not Applicable' },
      { rating: 1, title: 'Level 1' },
      { rating: 3, title: 'Level 3 (most advanced)' },
    ];
    expect(surveyAnswerRating('Level 3 (most advanced)', core)).toBe(3);
    expect(surveyAnswerRating('level 3', core)).toBe(3);
    expect(surveyAnswerRating('3', core)).toBe(3);
    expect(surveyAnswerRating('Level 2', core)).toBeUndefined();
    for (const na of ['Not Applicable', 'N/A', 'n/a', 'NA', '', '  ', 'Level 0']) {
      expect(surveyAnswerRating(na, core)).toBeNull();
    }
    expect(surveyAnswerRating(' working  KNOWLEDGE ', levels)).toBe(2);
    expect(surveyAnswerRating('Expert', levels)).toBeUndefined();
  });

  it('normalises curly quotes, punctuation, case and spaces', () => {
    expect(normaliseSurveyText('  Users’ “Needs”:  identify—and support. ')).toBe(
      normaliseSurveyText('users\' "needs" identify and support'),
    );
  });
});

/** Counts of 'not applicable' and levels 1-3. */
const countsArb = fc.tuple(fc.nat(20), fc.nat(20), fc.nat(20), fc.nat(20));
const expand = ([na, l1, l2, l3]: [number, number, number, number]) => [
  ...Array(na).fill(0),
  ...Array(l1).fill(1),
  ...Array(l2).fill(2),
  ...Array(l3).fill(3),
];

describe('surveyStatistics (properties)', () => {
  it('median: at least half the answers are at or below it and at least half at or above; the lower middle', () => {
    fc.assert(
      fc.property(countsArb, (c) => {
        const values = expand(c);
        const s = surveyStatistics(c[0], { 1: c[1], 2: c[2], 3: c[3] });
        expect(s.respondents).toBe(values.length);
        if (values.length === 0)
          return expect(s).toMatchObject({ median: null, mode: null, quartiles: null });
        const m = s.median as number;
        expect(values.filter((v) => v <= m).length * 2).toBeGreaterThanOrEqual(values.length);
        expect(values.filter((v) => v >= m).length * 2).toBeGreaterThanOrEqual(values.length);
        expect(m).toBe(values[Math.ceil(values.length / 2) - 1]);
        const [q1, q2, q3] = s.quartiles as [number, number, number];
        expect(q1 <= q2 && q2 <= q3 && q2 === m).toBe(true);
      }),
    );
  });

  it('mode: no answer is more frequent, and no equally frequent answer is lower', () => {
    fc.assert(
      fc.property(countsArb, (c) => {
        const s = surveyStatistics(c[0], { 1: c[1], 2: c[2], 3: c[3] });
        if (s.mode === null) return;
        const top = c[s.mode] as number;
        expect(c.every((n) => n <= top)).toBe(true);
        expect(c.slice(0, s.mode).every((n) => n < top)).toBe(true);
      }),
    );
  });
});

describe('summariseSurvey (properties)', () => {
  const answers = fc.constantFrom('Level 1', 'Level 2', 'Specialist', 'N/A', '', 'Not applicable', 'Maybe');
  const rowsArb = fc.array(fc.tuple(fc.constantFrom('Early', 'Late', ''), answers, answers), {
    maxLength: 30,
  });
  const build = (rows: [string, string, string][]) => ({
    headers: ['Career stage', 'Stage I [A3]', 'Stage I [1.2]'],
    rows: rows.map((r) => [...r]),
  });

  it('counts add up, every respondent is in exactly one split group, and row order changes nothing', () => {
    fc.assert(
      fc.property(rowsArb, fc.integer(), (rows, seed) => {
        const table = build(rows);
        const match = matchSurvey(table, version);
        const summary = summariseSurvey(table, match, { splitBy: 'Career stage' });
        expect(summary.groups.reduce((n, g) => n + g.respondents, 0)).toBe(rows.length);
        for (const group of summary.groups) {
          for (const c of group.competencies) {
            const counted = Object.values(c.counts).reduce((n, k) => n + k, c.notApplicable);
            expect(c.respondents).toBe(counted);
            expect(group.respondents - c.respondents).toBe(
              rows.filter(
                (r) =>
                  (r[0] || '(no answer)') === group.split &&
                  r[c.header === 'Stage I [A3]' ? 1 : 2] === 'Maybe',
              ).length,
            );
          }
        }
        const k = Math.abs(seed) % Math.max(rows.length, 1);
        const shuffled = [...rows.slice(k), ...rows.slice(0, k)].reverse();
        const again = build(shuffled);
        expect(summariseSurvey(again, matchSurvey(again, version), { splitBy: 'Career stage' })).toEqual(
          summary,
        );
      }),
    );
  });

  it('refuses a split column that is not in the file', () => {
    const table = build([]);
    expect(() => summariseSurvey(table, matchSurvey(table, version), { splitBy: 'Nope' })).toThrow(/Nope/);
  });
});
