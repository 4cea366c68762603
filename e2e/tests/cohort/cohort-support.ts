/**
 * Helpers of the cohort page specs (docs/features/cohort.md): a small self-assessment survey and guest
 * profile files of iscb-3.0e1 built from the API's content, and every request a page sends.
 * The survey is a generated test fixture: its names, stages and comments are invented markers.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { EXTENSION } from '../profiles/guest-support';
import { extensionContent, referenceProfile } from '../profiles/reference-support';

export const COHORT_URL = `/framework/${EXTENSION.machineName}/${EXTENSION.version}/cohort`;
export const ROLE = 'Core facility scientist I';

/** Cells of the survey that must never leave the browser: names, comments, the split column's answers. */
export const PRIVATE_VALUES = [
  'Zebulon Quartermain',
  'Philippa Inchbald',
  'private remark 7f3a',
  'Stage Quokka',
  'Stage Wombat',
] as const;

/** Answers as the survey gives them (the version's level titles). */
export const ANSWERS = ['Level 1', 'Level 3', 'Not applicable'] as const;

/** What the specs know about the survey they built. */
export interface BuiltSurvey {
  csv: string;
  /** Expected everywhere at 2 or more, answered 'Level 1' by all six: 100% below. */
  allBelow: string;
  /** Expected at 1 or more, 'Not applicable' for the three 'Stage Quokka' people: 50% below. */
  halfBelow: string;
  /** Competencies the role expects a level of (those ranked). */
  expectedCount: number;
  competencyCount: number;
}

const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/**
 * A Google Forms-like export of six people rating themselves on every competency of iscb-3.0e1 ('Rate
 * yourself [title]'), with a name, career stage and comment column. Everyone answers 'Level 3' except in
 * two competencies (see {@link BuiltSurvey}).
 */
export async function buildSurvey(request: APIRequestContext): Promise<BuiltSurvey> {
  const { competencies } = await extensionContent(request);
  const role = await referenceProfile(request, ROLE);
  const expected = (id: number) => role.ratings.get(id) ?? 0;
  const allBelow = competencies.find((c) => expected(c.id) >= 2);
  const halfBelow = competencies.find((c) => c !== allBelow && expected(c.id) >= 1);
  if (!allBelow || !halfBelow) throw new Error(`${ROLE} expects too few levels for this spec`);
  const people = Array.from({ length: 6 }, (_, i) => ({
    name: `${i < 3 ? 'Zebulon Quartermain' : 'Philippa Inchbald'} ${i + 1}`,
    stage: i < 3 ? 'Stage Quokka' : 'Stage Wombat',
    quokka: i < 3,
  }));
  const headers = [
    'Timestamp',
    'Full name',
    'Career stage',
    ...competencies.map((c) => `Rate yourself [${c.title}]`),
    'Comments',
  ];
  const rows = people.map((p, i) => [
    `2026/11/0${i + 1} 10:00:00`,
    p.name,
    p.stage,
    ...competencies.map((c) =>
      c === allBelow ? 'Level 1' : c === halfBelow && p.quokka ? 'Not applicable' : 'Level 3',
    ),
    i === 0 ? 'private remark 7f3a' : '',
  ]);
  const csv = [headers, ...rows].map((r) => r.map(quote).join(',')).join('\r\n');
  return {
    csv,
    allBelow: allBelow.title,
    halfBelow: halfBelow.title,
    expectedCount: competencies.filter((c) => expected(c.id) > 0).length,
    competencyCount: competencies.length,
  };
}

/**
 * A guest profile file ('Save to file') of iscb-3.0e1 rating every competency as `ratingOf` says
 * (0 = not mapped), named `title`.
 */
export async function guestProfileFile(
  request: APIRequestContext,
  title: string,
  ratingOf: (index: number) => number,
  version: string = EXTENSION.version,
): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const { competencies, levels } = await extensionContent(request);
  const mapping = competencies.flatMap((c, i) => {
    const rating = ratingOf(i);
    const level = levels.find((l) => l.ratingLevel === rating);
    if (rating <= 0 || !level) return [];
    return [
      {
        competency: String(c.id),
        expertise: String(level.id),
        attributes: [],
        competencyUuid: c.uuid,
        attributeUuids: [],
        ratingLevel: rating,
      },
    ];
  });
  const profile = {
    frameworkName: EXTENSION.machineName,
    frameworkId: EXTENSION.machineName,
    versionNumber: version,
    title,
    job_title: 'Bioinformatics analyst',
    age: '',
    gender: 'None',
    qualification_background: '',
    current_role: '',
    additional_information: '',
    image: [],
    profile_mapping: mapping,
  };
  return {
    name: `${title.toLowerCase().replace(/\W+/g, '-')}.json`,
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(profile, null, 2)),
  };
}

/** Collects the URL and body of every request the page sends from now on. */
export function recordRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (r) => sent.push(`${r.method()} ${r.url()}\n${r.postData() ?? ''}`));
  return sent;
}

/** Chooses files with the page's 'Choose files' button. */
export async function chooseFiles(
  page: Page,
  files: { name: string; mimeType: string; buffer: Buffer }[],
): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose files' }).click();
  await (await chooser).setFiles(files);
}
