import type { TrainingResource } from '@hub/domain';
import { describe, expect, it } from 'vitest';
import { buildBreadcrumbs } from '../src/app/layout/breadcrumbs';
import { jsonLdScript } from '../src/components/JsonLd';
import {
  BIOSCHEMAS_MINIMUM,
  BIOSCHEMAS_PROFILES,
  htmlToText,
  isEvent,
  trainingJsonLd,
} from '../src/features/training/logic';

/** A resource as the API returns it, with `overrides`. */
function resource(overrides: Partial<TrainingResource> = {}): TrainingResource {
  return {
    id: 1,
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

const PAGE = 'https://hub.example.org/training-resources/gromacs-tutorial';

describe('trainingJsonLd', () => {
  it('describes an undated resource as a TrainingMaterial with every minimum property', () => {
    const ld = trainingJsonLd(resource(), PAGE);
    expect(ld['@type']).toBe('TrainingMaterial');
    for (const key of BIOSCHEMAS_MINIMUM.TrainingMaterial) expect(ld[key], key).toBeTruthy();
    expect(ld['dct:conformsTo']).toEqual({ '@id': BIOSCHEMAS_PROFILES.TrainingMaterial });
    expect(ld.description).toBe('Learn molecular dynamics & more.');
    expect(ld.keywords).toBe('GROMACS, Molecular Dynamics');
    expect(ld['@id']).toBe(PAGE);
  });

  it('describes a dated face-to-face event as a Course with an onsite CourseInstance', () => {
    const ld = trainingJsonLd(
      resource({ type: 'Face-to-Face', startDate: '2017-05-08', endDate: '2017-05-17', location: 'London' }),
      PAGE,
    );
    expect(ld['@type']).toBe('Course');
    for (const key of BIOSCHEMAS_MINIMUM.Course) expect(ld[key], key).toBeTruthy();
    const [instance] = ld.hasCourseInstance as Record<string, unknown>[];
    for (const key of BIOSCHEMAS_MINIMUM.CourseInstance) expect(instance?.[key], key).toBeTruthy();
    expect(instance).toMatchObject({
      courseMode: 'onsite',
      startDate: '2017-05-08',
      endDate: '2017-05-17',
      location: { '@type': 'Place', name: 'London' },
    });
    expect(ld.provider).toEqual({ '@type': 'Organization', name: 'Bonvin Lab' });
  });

  it('gives an online event a virtual location and a resource without description a fallback one', () => {
    const ld = trainingJsonLd(
      resource({
        description: '',
        tess: { id: '48318', contentProvider: 'Australian BioCommons', category: 'event' },
      }),
      PAGE,
    );
    const [instance] = ld.hasCourseInstance as Record<string, unknown>[];
    expect(instance?.courseMode).toBe('online');
    expect(instance?.location).toEqual({
      '@type': 'VirtualLocation',
      url: 'http://www.bonvinlab.org/education/molmod/',
    });
    expect(ld.description).toBe('GROMACS tutorial (Online training resource)');
  });
});

describe('isEvent', () => {
  it('follows the TeSS category, else the dates', () => {
    expect(
      isEvent({ tess: { id: '1', contentProvider: 'x', category: 'material' }, startDate: '2020-01-01' }),
    ).toBe(false);
    expect(isEvent({ tess: null, startDate: '2020-01-01' })).toBe(true);
    expect(isEvent({ tess: null, startDate: null })).toBe(false);
  });
});

describe('jsonLdScript', () => {
  it('cannot be closed by a title holding </script>', () => {
    const text = jsonLdScript(
      trainingJsonLd(resource({ title: '</script><script>alert(1)</script>' }), PAGE),
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
    expect(buildBreadcrumbs('/training-resources/gromacs-tutorial').map((c) => c.label)).toEqual([
      'Competency Hub',
      'Training resource',
    ]);
    expect(
      buildBreadcrumbs('/framework/bioexcel/1.0/training-resources', 'BioExcel').map((c) => c.label),
    ).toEqual(['Competency Hub', 'BioExcel']);
  });
});
