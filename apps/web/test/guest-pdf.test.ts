// @vitest-environment jsdom
import type { Competency, Domain, GuestProfile } from '@hub/domain';
import { describe, expect, it } from 'vitest';
import { buildGuestPdf } from '../src/features/profiles/guest-pdf';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const competency = (id: number, title: string): Competency => ({
  id,
  uuid: uuid(id),
  code: null,
  title,
  position: id,
  archived: false,
  mappedOtherCompetency: '',
  attributes: [],
});
const domains: Domain[] = [
  {
    id: 1,
    uuid: uuid(100),
    code: null,
    title: 'Data science',
    position: 1,
    archived: false,
    competencies: [competency(1, 'Statistics'), competency(2, 'Machine learning'), competency(3, 'Ethics')],
  },
];
const levels = [
  { id: 10, title: 'Not applicable', description: '', ratingLevel: 0 },
  { id: 11, title: 'Awareness', description: '', ratingLevel: 1 },
  { id: 12, title: 'Working knowledge', description: '', ratingLevel: 2 },
];
const entry = (id: number, rating: number) => ({
  competency: String(id),
  expertise: String(10 + rating),
  attributes: [],
  competencyUuid: uuid(id),
  attributeUuids: [],
  ratingLevel: rating,
});
const profile: GuestProfile = {
  frameworkName: 'iscb',
  frameworkId: 'iscb',
  versionNumber: '3.0',
  title: 'Ada Lovelace',
  job_title: 'Data Analyst',
  age: '36',
  gender: 'Female',
  qualification_background: 'MSc',
  current_role: 'Runs the statistics service',
  additional_information: '',
  image: [],
  profile_mapping: [entry(1, 2), entry(2, 1)],
};

/** The text-showing operators of the (uncompressed) PDF content streams. */
function shownText(pdf: string): string {
  return [...pdf.matchAll(/\((.*)\) Tj/g)].map((m) => m[1]).join('\n');
}

describe('guest profile PDF (spec §9 layout plus the mapped competencies)', () => {
  it('holds the title, name and job title, details, sections, every mapped competency by domain and the footer', () => {
    const doc = buildGuestPdf({
      profile,
      domains,
      levels,
      frameworkTitle: 'ISCB 3.0',
      now: new Date(2026, 10, 23, 9, 5),
    });
    const text = shownText(doc.output());
    expect(text).toContain('EMBL-EBI Competency Profile');
    expect(text).toContain('Ada Lovelace - Data Analyst');
    expect(text).toContain('Gender: Female    Age: 36 years');
    expect(text).toContain('Activities and current role');
    expect(text).toContain('Data science');
    expect(text).toContain('Statistics: Level: 2 \\(Working knowledge\\)');
    expect(text).toContain('Machine learning: Level: 1 \\(Awareness\\)');
    expect(text).not.toContain('Ethics');
    expect(text).not.toContain('Additional information');
    expect(text).toContain('Profile created on 23 November 2026 at 09:05');
    expect(doc.internal.pageSize.getWidth()).toBeCloseTo(595.28, 1);
  });

  it('continues on new pages with the footer on each one', () => {
    const many = Array.from({ length: 120 }, (_, i) => competency(i + 1, `Competency number ${i + 1}`));
    const doc = buildGuestPdf({
      profile: { ...profile, profile_mapping: many.map((c) => entry(c.id, 1)) },
      domains: [{ ...(domains[0] as Domain), competencies: many }],
      levels,
      frameworkTitle: 'ISCB 3.0',
    });
    expect(doc.getNumberOfPages()).toBeGreaterThan(1);
    const text = shownText(doc.output());
    expect(text).toContain('Competency number 120: Level: 1');
    expect(text.match(/Profile created on/g)).toHaveLength(doc.getNumberOfPages());
  });
});
