import type { TrainingResource } from '@hub/domain';
import { describe, expect, it } from 'vitest';
import { breadcrumbsForPath } from '../src/app/router';
import { jsonLdScript } from '../src/components/JsonLd';
import {
  BIOSCHEMAS_MINIMUM,
  BIOSCHEMAS_PROFILES,
  courseMode,
  htmlToText,
  isEvent,
  LOCATION_NOT_STATED,
  trainingJsonLd,
} from '../src/features/training/logic';

/** A resource as the API returns it, with `overrides`. */
function resource(overrides: Partial<TrainingResource> = {}): TrainingResource {
  return {
    id: 1,
    revision: 1,
    slug: 'gromacs-tutorial',
    title: 'GROMACS tutorial',
    type: 'Online',
    description: '<p>Learn <strong>molecular dynamics</strong> &amp; more.</p>',
    learningOutcomes: '',
    targetAudience: '',
    organisers: 'Bonvin Lab',
    trainers: '',
    startDate: null,
    endDate: null,
    location: '',
    url: 'http://www.bonvinlab.org/education/molmod/',
    keywords: ['GROMACS', 'Molecular Dynamics'],
    archived: false,
    hitCount: 0,
    author: null,
    tess: null,
    credit: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    mappings: [],
    mappableFrameworks: [],
    ...overrides,
  };
}

const BASE = 'https://hub.example.org';
const PAGE = `${BASE}/training-resources/gromacs-tutorial`;
const VERSION_UUID = '5f0ec5b8-7a43-5d5e-9f34-0a1b2c3d4e5f';
const COMPETENCY_UUID = '8c1d2e3f-4a5b-5c6d-8e7f-9a0b1c2d3e4f';

/** A mapping of the resource to one BioExcel 1.0 competency (row id 42). */
const MAPPING: TrainingResource['mappings'][number] = {
  framework: 'bioexcel',
  frameworkTitle: 'BioExcel',
  version: '1.0',
  domains: [
    {
      uuid: '1c1d2e3f-4a5b-5c6d-8e7f-9a0b1c2d3e4f',
      title: 'Domain',
      competencies: [
        {
          framework: 'bioexcel',
          frameworkTitle: 'BioExcel',
          version: '1.0',
          versionUuid: VERSION_UUID,
          competencyId: 42,
          competencyUuid: COMPETENCY_UUID,
          code: '1.1',
          title: 'Molecular dynamics',
          deprecated: false,
          mappingId: 7,
          attributes: [],
        },
      ],
    },
  ],
};

describe('trainingJsonLd', () => {
  it('describes an undated online resource as a LearningResource with every TrainingMaterial minimum property', () => {
    const ld = trainingJsonLd(resource(), BASE);
    expect(ld['@type']).toBe('LearningResource');
    for (const key of BIOSCHEMAS_MINIMUM.TrainingMaterial) expect(ld[key], key).toBeTruthy();
    expect(ld['dct:conformsTo']).toEqual({ '@id': BIOSCHEMAS_PROFILES.TrainingMaterial });
    expect(ld['@context']).toEqual(['https://schema.org/', { dct: 'http://purl.org/dc/terms/' }]);
    expect(ld.description).toBe('Learn molecular dynamics & more.');
    expect(ld.keywords).toBe('GROMACS, Molecular Dynamics');
    expect(ld['@id']).toBe(PAGE);
    expect(ld.teaches).toBeUndefined();
  });

  it("publishes its own page as url (TeSS keeps one resource per url) and the provider's address as sameAs", () => {
    const ld = trainingJsonLd(resource(), BASE);
    expect(ld.url).toBe(PAGE);
    expect(ld.sameAs).toBe('http://www.bonvinlab.org/education/molmod/');
    expect(trainingJsonLd(resource({ url: '' }), BASE).sameAs).toBeUndefined();
  });

  it('names every mapped competency in teaches as a DefinedTerm without an IRI, in its term set object', () => {
    const ld = trainingJsonLd(resource({ mappings: [MAPPING] }), `${BASE}/`);
    // No @id on the term: TeSS imports every IRI under teaches as a second learning objective.
    expect(ld.teaches).toEqual([
      {
        '@type': 'DefinedTerm',
        name: 'Molecular dynamics',
        termCode: '1.1',
        url: `${BASE}/framework/bioexcel/1.0/competency/details/42`,
        inDefinedTermSet: {
          '@type': 'DefinedTermSet',
          '@id': `${BASE}/id/${VERSION_UUID}`,
          name: 'BioExcel 1.0',
        },
      },
    ]);
    expect(JSON.stringify(ld.teaches)).not.toContain(COMPETENCY_UUID);
  });

  it('describes a dated face-to-face event as a Course with an onsite CourseInstance', () => {
    const ld = trainingJsonLd(
      resource({ type: 'Face-to-Face', startDate: '2017-05-08', endDate: '2017-05-17', location: 'London' }),
      BASE,
    );
    expect(ld['@type']).toBe('Course');
    for (const key of BIOSCHEMAS_MINIMUM.Course) expect(ld[key], key).toBeTruthy();
    const [instance] = ld.hasCourseInstance as Record<string, unknown>[];
    for (const key of BIOSCHEMAS_MINIMUM.CourseInstance) expect(instance?.[key], key).toBeTruthy();
    expect(instance).toMatchObject({
      courseMode: 'onsite',
      startDate: '2017-05-08',
      endDate: '2017-05-17',
      url: ld.url,
      location: 'London',
    });
    expect(ld.provider).toEqual({ '@type': 'Organization', name: 'Bonvin Lab' });
  });

  it('never calls a face-to-face event without a known place online, and says that its place is not stated', () => {
    const ld = trainingJsonLd(
      resource({ type: 'Face-to-Face', startDate: '2017-05-08', location: '' }),
      BASE,
    );
    const [instance] = ld.hasCourseInstance as Record<string, unknown>[];
    expect(instance?.courseMode).toBe('onsite');
    expect(instance?.location).toBe(LOCATION_NOT_STATED);
    expect(instance?.endDate).toBe('2017-05-08');
  });

  it('publishes an undated face-to-face event or webinar as a LearningResource, which TeSS reads', () => {
    for (const type of ['Face-to-Face', 'Webinar'] as const) {
      const ld = trainingJsonLd(resource({ type, location: 'Barcelona' }), BASE);
      expect(ld['@type'], type).toBe('LearningResource');
      expect(ld['dct:conformsTo'], type).toEqual({ '@id': BIOSCHEMAS_PROFILES.TrainingMaterial });
      expect(ld.hasCourseInstance, type).toBeUndefined();
    }
  });

  it('gives an online event a virtual location and a resource without description a fallback one', () => {
    const ld = trainingJsonLd(
      resource({
        description: '',
        startDate: '2024-02-01',
        tess: { id: '48318', contentProvider: 'Australian BioCommons', category: 'event' },
      }),
      BASE,
    );
    const [instance] = ld.hasCourseInstance as Record<string, unknown>[];
    expect(instance?.courseMode).toBe('online');
    expect(instance?.location).toEqual({
      '@type': 'VirtualLocation',
      name: 'Online',
      url: 'http://www.bonvinlab.org/education/molmod/',
    });
    expect(ld.description).toBe('GROMACS tutorial (Online training resource)');
  });
});

describe('isEvent and courseMode', () => {
  it('follow the TeSS category first, else the type, else the dates', () => {
    expect(
      isEvent({
        type: 'Face-to-Face',
        tess: { id: '1', contentProvider: 'x', category: 'material' },
        startDate: '2020-01-01',
      }),
    ).toBe(false);
    expect(isEvent({ type: 'Online', tess: null, startDate: '2020-01-01' })).toBe(true);
    expect(isEvent({ type: 'Online', tess: null, startDate: null })).toBe(false);
    expect(isEvent({ type: 'Webinar', tess: null, startDate: null })).toBe(true);
    expect(courseMode({ type: 'Webinar', location: 'Room 1' })).toBe('online');
    expect(courseMode({ type: 'Hackathon', location: 'Hinxton' })).toBe('onsite');
    expect(courseMode({ type: 'Hackathon', location: ' ' })).toBe('online');
  });
});

describe('jsonLdScript', () => {
  it('cannot be closed by a title holding </script>', () => {
    const text = jsonLdScript(
      trainingJsonLd(resource({ title: '</script><script>alert(1)</script>' }), BASE),
    );
    expect(text).not.toContain('</script>');
    expect((JSON.parse(text) as { name: string }).name).toBe('</script><script>alert(1)</script>');
  });
  it('htmlToText keeps the words and drops the tags', () => {
    expect(htmlToText('<p>A&nbsp;<em>b</em></p>\r\n<p>c</p>')).toBe('A b c');
  });
});

describe('training breadcrumbs', () => {
  it('names the resource page and the framework tab', () => {
    expect(breadcrumbsForPath('/training-resources/gromacs-tutorial').map((c) => c.label)).toEqual([
      'Competency Hub',
      'Training resource',
    ]);
    expect(
      breadcrumbsForPath('/framework/bioexcel/1.0/training-resources', 'BioExcel').map((c) => c.label),
    ).toEqual(['Competency Hub', 'BioExcel']);
  });
});
