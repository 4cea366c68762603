/**
 * The shipped core-facility reference profiles recreated from a survey file of their survey's exact shape:
 * 53 rows, the first column 'Is this a leadership/managerial role?', then 4 × 19 grid columns named as in the
 * shipped file's `survey_column`, answered with the shipped answer counts (the raw answers are not shipped).
 */
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { matchSurvey } from '../src/logic/survey/match.js';
import { summariseSurvey } from '../src/logic/survey/summary.js';
import { parseSurveyCsv } from '../src/logic/survey/table.js';

const data = (file: string) =>
  JSON.parse(readFileSync(new URL(`../../../apps/api/src/db/seed/data/${file}`, import.meta.url), 'utf8'));

interface Entry {
  competency_code: string;
  rating_level: number;
  mode_rating_level: number;
  mode_tied_with: number[];
  counts: Record<string, number>;
  n: number;
  survey_column: string;
  survey_column_index: number;
}
const shipped: {
  profiles: { title: string; mapping: Entry[] }[];
  expertise_levels: { rating_level: number; title: string }[];
} = data('profiles/iscb-3.0e1-core-facility-profiles.json');

const competencies = ['iscb-3.0.json', 'iscb-3.0e1.json'].flatMap((f) =>
  (data(f).domains as { competencies: { code: string; title: string }[] }[]).flatMap((d) =>
    d.competencies.map((c) => ({ uuid: `uuid-${c.code}`, code: c.code, title: c.title })),
  ),
);
const levels = shipped.expertise_levels.map((l) => ({ rating: l.rating_level, title: l.title }));

/** The survey file: answers of each column in the shipped counts, rotated by column so rows differ. */
function surveyFile(): string {
  const entries = shipped.profiles
    .flatMap((p) => p.mapping)
    .sort((a, b) => a.survey_column_index - b.survey_column_index);
  const leadership = [
    ...Array(29).fill('Yes'),
    ...Array(21).fill('No'),
    'I lead training but am not a manager',
    'Teaching ',
    'yes in theory but unsupported institutionally',
  ];
  const columns = entries.map((e, i) => {
    const answers = Object.entries(e.counts).flatMap(
      ([answer, count]) => Array(count).fill(answer) as string[],
    );
    const shift = (i * 7) % answers.length;
    return [...answers.slice(shift), ...answers.slice(0, shift)];
  });
  const rows = leadership.map((lead, r) => [lead, ...columns.map((c) => c[r] as string)]);
  return `\uFEFF${Papa.unparse([['Is this a leadership/managerial role?', ...entries.map((e) => e.survey_column)], ...rows])}`;
}

describe('the shipped core-facility profiles from their survey', () => {
  const table = parseSurveyCsv(surveyFile());
  const newColumns = table.headers.filter((h) => h.includes('[New: '));
  const survey = (header: string) => /\[New: (.*)\]$/.exec(header)?.[1] ?? '';
  const codeOf: Record<string, string> = {
    "Identify and support users' needs": 'N1',
    'Project management': 'O1',
    'People management (focusing on staff)': 'P1',
    'Collaborator engagement': 'Q1',
    Training: 'R1',
    Leadership: 'S1',
  };

  it('matches the 13 ISCB 3.0 columns of each stage by code and lists the six new ones as unmatched', () => {
    const match = matchSurvey(table, { competencies, levels });
    expect(table.rows).toHaveLength(53);
    expect(match.columns).toHaveLength(4 * 13);
    expect(match.columns.every((c) => c.matchedBy === 'code')).toBe(true);
    expect(match.unmatchedColumns).toEqual(newColumns);
    expect(newColumns).toHaveLength(4 * 6);
    expect(match.otherColumns).toEqual(['Is this a leadership/managerial role?']);
    expect(match.unmatchedAnswers).toEqual([]);
  });

  it("gives every shipped median, and every mode (ties: the lowest, so 'I' N1 is 1 where the authors' order gave 2)", () => {
    const choices = Object.fromEntries(newColumns.map((h) => [h, `uuid-${codeOf[survey(h)]}`]));
    const match = matchSurvey(table, { competencies, levels }, choices);
    expect(match.unmatchedColumns).toEqual([]);
    const summary = summariseSurvey(table, match);
    expect(summary.respondents).toBe(53);
    expect(summary.groups.map((g) => g.label)).toEqual(
      shipped.profiles.map((p) => (p.title === 'Managerial role' ? p.title : `Profile: ${p.title}`)),
    );
    let ties = 0;
    for (const [i, profile] of shipped.profiles.entries()) {
      const group = summary.groups[i];
      expect(group?.respondents).toBe(53);
      const byCode = new Map(group?.competencies.map((c) => [c.code, c]));
      for (const m of profile.mapping) {
        const got = byCode.get(m.competency_code);
        expect(got?.median, `${profile.title} ${m.competency_code}`).toBe(m.rating_level);
        expect(got?.notApplicable).toBe(m.counts['Not Applicable']);
        expect(got?.counts).toEqual({
          1: m.counts['Level 1'],
          2: m.counts['Level 2'],
          3: m.counts['Level 3 (most advanced)'],
        });
        expect(got?.respondents).toBe(m.n);
        expect(got?.mode).toBe(Math.min(m.mode_rating_level, ...m.mode_tied_with));
        if (got?.mode !== m.mode_rating_level) ties += 1;
      }
    }
    expect(ties).toBe(1);
  });

  it('splits every stage by the leadership question', () => {
    const match = matchSurvey(table, { competencies, levels });
    const summary = summariseSurvey(table, match, { splitBy: 'Is this a leadership/managerial role?' });
    expect(summary.groups).toHaveLength(4 * 5);
    expect(summary.groups.filter((g) => g.split === 'Yes').map((g) => g.respondents)).toEqual([
      29, 29, 29, 29,
    ]);
    expect(summary.groups.reduce((n, g) => n + g.respondents, 0)).toBe(4 * 53);
  });
});
