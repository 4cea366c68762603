/**
 * A survey file of the exact shape of the one the shipped core-facility profiles were made from (53 rows,
 * 'Is this a leadership/managerial role?' then the 76 grid columns of `survey_column`), answered with the
 * shipped answer counts (the raw answers are not shipped, so each column's answers are rotated to differ).
 */
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';

interface Entry {
  competency_code: string;
  rating_level: number;
  mode_rating_level: number;
  mode_tied_with: number[];
  counts: Record<string, number>;
  survey_column: string;
  survey_column_index: number;
}

/** The shipped core-facility profiles file. */
export const coreFacilityProfiles: { profiles: { title: string; mapping: Entry[] }[] } = JSON.parse(
  readFileSync(
    new URL('../src/db/seed/data/profiles/iscb-3.0e1-core-facility-profiles.json', import.meta.url),
    'utf8',
  ),
);

/** The survey's answers to 'Is this a leadership/managerial role?', as counted in the shipped file's derivation. */
const LEADERSHIP = [
  ...Array<string>(29).fill('Yes'),
  ...Array<string>(21).fill('No'),
  'I lead training but am not a manager',
  'Teaching ',
  'yes in theory but unsupported institutionally',
];

/** The survey CSV (with a byte order mark, as Google Sheets downloads it). */
export function coreFacilitySurvey(): string {
  const entries = coreFacilityProfiles.profiles
    .flatMap((p) => p.mapping)
    .sort((a, b) => a.survey_column_index - b.survey_column_index);
  const columns = entries.map((e, i) => {
    const answers = Object.entries(e.counts).flatMap(([answer, n]) => Array<string>(n).fill(answer));
    const shift = (i * 7) % answers.length;
    return [...answers.slice(shift), ...answers.slice(0, shift)];
  });
  const rows = LEADERSHIP.map((lead, r) => [lead, ...columns.map((c) => c[r] ?? '')]);
  return `\uFEFF${Papa.unparse([['Is this a leadership/managerial role?', ...entries.map((e) => e.survey_column)], ...rows])}`;
}

/** The survey's wording of the six core-facility competencies → their codes. */
export const NEW_COLUMN_CODES: Record<string, string> = {
  "Identify and support users' needs": 'N1',
  'Project management': 'O1',
  'People management (focusing on staff)': 'P1',
  'Collaborator engagement': 'Q1',
  Training: 'R1',
  Leadership: 'S1',
};
