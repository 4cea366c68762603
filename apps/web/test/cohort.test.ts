import { rankTrainingNeeds } from '@hub/domain';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { analysisCsv } from '../src/features/cohort/analysis-csv';
import { cohortFromGuestProfiles } from '../src/features/cohort/cohort-data';
import { cohortFromSurvey, readSurvey, splitColumns } from '../src/features/cohort/survey-data';

const UUID_A = '00000000-0000-4000-8000-00000000000a';
const UUID_B = '00000000-0000-4000-8000-00000000000b';
const competencies = [
  { id: 1, uuid: UUID_A, code: 'A1', title: '=HYPERLINK("x")' },
  { id: 2, uuid: UUID_B, code: null, title: 'Teaching' },
];

/** A saved guest profile of fw 1.0 rating competency A at `rating` (0: not mapped), named `title`. */
const profileFile = (title: string, rating: number, version = '1.0') => ({
  name: `${title}.json`,
  text: JSON.stringify({
    frameworkName: 'fw',
    frameworkId: 'fw',
    versionNumber: version,
    title,
    job_title: 'Analyst',
    age: '',
    gender: 'None',
    qualification_background: 'private background',
    current_role: '',
    additional_information: '',
    image: [],
    profile_mapping:
      rating > 0
        ? [
            {
              competency: '1',
              expertise: String(rating),
              attributes: [],
              competencyUuid: UUID_A,
              attributeUuids: [],
              ratingLevel: rating,
            },
          ]
        : [],
  }),
});

describe('cohortFromGuestProfiles', () => {
  it('counts one person per profile of the version, unmapped competencies as Not applicable', () => {
    const { data, notes } = cohortFromGuestProfiles(
      [profileFile('Ada', 2), profileFile('Alan', 0), profileFile('Grace', 1, '2.0'), profileFile('Ada', 2)],
      'fw',
      '1.0',
      competencies,
    );
    expect(data?.overall.respondents).toBe(2);
    expect([...(data?.overall.distributions[0]?.counts ?? [])]).toEqual([
      [2, 1],
      [0, 1],
    ]);
    expect([...(data?.overall.distributions[1]?.counts ?? [])]).toEqual([[0, 2]]);
    expect(notes).toEqual([
      'Grace.json was skipped: it is a profile of fw 2.0, not of this version.',
      'Ada.json was skipped: the same profile was chosen twice.',
    ]);
  });

  it('reads nothing from files that are not profiles, and says why', () => {
    const { data, notes } = cohortFromGuestProfiles(
      [{ name: 'x.json', text: 'no' }],
      'fw',
      '1.0',
      competencies,
    );
    expect(data).toBeNull();
    expect(notes[0]).toMatch(/^x\.json was skipped: This file is not a saved profile/);
  });
});

describe('analysisCsv', () => {
  it('writes one row per competency with the figures, formula cells neutralised, no answers', () => {
    const { data } = cohortFromGuestProfiles(
      [profileFile('Ada', 2), profileFile('Alan', 0)],
      'fw',
      '1.0',
      competencies,
    );
    const needs = rankTrainingNeeds(data?.overall.distributions ?? [], new Map([[UUID_A, 2]])).all;
    const csv = analysisCsv(needs);
    const rows = Papa.parse<string[]>(csv.trim()).data;
    expect(rows).toEqual([
      ['code', 'title', 'expected level', 'respondents', 'median', 'below expected', 'share below expected'],
      ['A1', `'=HYPERLINK("x")`, '2', '2', '0', '1', '50%'],
      ['', 'Teaching', '0', '2', '0', '0', '0%'],
    ]);
    expect(csv).not.toContain('Ada');
    expect(csv).not.toContain('private background');
  });
});

describe('a survey read for the cohort', () => {
  const levels = [
    { rating: 0, title: 'Not applicable' },
    { rating: 1, title: 'Level 1' },
    { rating: 2, title: 'Level 2' },
  ];
  // Names: 14 distinct (one per person); 'Site': 10 distinct, fewer than two people per answer.
  const rows = Array.from({ length: 14 }, (_, i) =>
    [
      `Person ${i + 1}`,
      `Site ${i % 10}`,
      i % 2 === 0 ? 'Early' : 'Senior',
      i < 7 ? 'Level 1' : 'Level 2',
      'Level 2',
    ].join(','),
  );
  const file = { name: 's.csv', text: ['Name,Site,Career stage,A1 Statistics,Teaching', ...rows].join('\n') };

  it('offers only columns with a few answers to split by, never one group per person', () => {
    const { survey } = readSurvey(file, competencies, levels);
    expect(survey && splitColumns(survey)).toEqual(['Career stage']);
  });

  it('counts the whole group and each group of the split column', () => {
    const { survey, notes } = readSurvey(file, competencies, levels);
    expect(notes[0]).toBe('s.csv: 14 people, 2 of 5 columns matched to competencies.');
    if (!survey) throw new Error('no survey read');
    const data = cohortFromSurvey(survey, 'Career stage', competencies, notes);
    expect(data.overall.respondents).toBe(14);
    expect(data.overall.distributions[0]?.counts.get(1)).toBe(7);
    expect(data.groups.map((g) => [g.label, g.respondents, g.distributions[0]?.counts.get(1)])).toEqual([
      ['Early', 7, 4],
      ['Senior', 7, 3],
    ]);
  });
});
