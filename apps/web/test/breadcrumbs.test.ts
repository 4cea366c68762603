import { describe, expect, it } from 'vitest';
import { breadcrumbsForPath } from '../src/app/router';

describe('breadcrumbs from the route handles', () => {
  it('is a single unlinked crumb on the home page', () => {
    expect(breadcrumbsForPath('/')).toEqual([{ label: 'Competency Hub' }]);
  });

  it.each([
    ['/about', 'About'],
    ['/documentation', 'API documentation'],
    ['/privacy-notice', 'Privacy notice'],
    ['/guidelines-course-creation', 'Guidelines for course creation'],
  ])('names the static page %s', (path, label) => {
    expect(breadcrumbsForPath(path)).toEqual([{ label: 'Competency Hub', to: '/' }, { label }]);
  });

  it('uses the framework title on the framework page and its tabs', () => {
    const expected = [{ label: 'Competency Hub', to: '/' }, { label: 'BioExcel' }];
    expect(breadcrumbsForPath('/framework/bioexcel/1.0', 'BioExcel')).toEqual(expected);
    expect(breadcrumbsForPath('/framework/bioexcel/1.0/competencies', 'BioExcel')).toEqual(expected);
  });

  it("leads from 'What changed' back to the newer version", () => {
    expect(breadcrumbsForPath('/framework/bioexcel/compare/1.0/1.1', 'BioExcel')).toEqual([
      { label: 'Competency Hub', to: '/' },
      { label: 'BioExcel', to: '/framework/bioexcel/1.1' },
      { label: 'What changed' },
    ]);
  });

  it('falls back to the machine name while the title is unknown', () => {
    expect(breadcrumbsForPath('/framework/iscb-3.0e1/e1')[1]).toEqual({ label: 'iscb-3.0e1' });
  });

  it('links the framework crumb from competency details and export', () => {
    expect(breadcrumbsForPath('/framework/iscb/3.0/competency/details/42', 'ISCB')).toEqual([
      { label: 'Competency Hub', to: '/' },
      { label: 'ISCB', to: '/framework/iscb/3.0' },
      { label: 'Competency details' },
    ]);
    expect(breadcrumbsForPath('/framework/iscb/3.0/export-framework', 'ISCB').map((c) => c.label)).toEqual([
      'Competency Hub',
      'ISCB',
      'Export framework',
    ]);
  });

  it('names the training needs of a group under its framework', () => {
    expect(breadcrumbsForPath('/framework/iscb/3.0/cohort', 'ISCB')).toEqual([
      { label: 'Competency Hub', to: '/' },
      { label: 'ISCB', to: '/framework/iscb/3.0' },
      { label: 'Training needs of a group' },
    ]);
  });

  it('names the reference profile curation screens', () => {
    const labels = (path: string) => breadcrumbsForPath(path, 'ISCB').map((c) => c.label);
    expect(labels('/framework/iscb/3.0/profile/create')).toEqual([
      'Competency Hub',
      'ISCB',
      'Profile overview',
    ]);
    expect(labels('/framework/iscb/3.0/profile/edit/7')).toEqual([
      'Competency Hub',
      'ISCB',
      'Profile overview',
    ]);
    expect(labels('/framework/iscb/3.0/profile/map/7')).toEqual([
      'Competency Hub',
      'ISCB',
      'Assign competencies',
    ]);
    expect(labels('/framework/iscb/3.0/profile/map/download')).toEqual([
      'Competency Hub',
      'ISCB',
      'Your profile',
    ]);
    expect(breadcrumbsForPath('/framework/iscb/3.0/profile/map/7', 'ISCB')[1]).toEqual({
      label: 'ISCB',
      to: '/framework/iscb/3.0',
    });
  });

  it('ends with Page not found on unknown addresses', () => {
    expect(breadcrumbsForPath('/no-such-page')).toEqual([
      { label: 'Competency Hub', to: '/' },
      { label: 'Page not found' },
    ]);
    expect(breadcrumbsForPath('/framework/iscb/3.0/unknown-tab', 'ISCB').at(-1)).toEqual({
      label: 'Page not found',
    });
  });

  it('places the curation screens under Manage frameworks and the framework', () => {
    const manage = [
      { label: 'Competency Hub', to: '/' },
      { label: 'Manage frameworks', to: '/manage-frameworks' },
    ];
    expect(breadcrumbsForPath('/framework/ritrain/manage/data', 'RItrain')).toEqual([
      ...manage,
      { label: 'RItrain' },
    ]);
    expect(breadcrumbsForPath('/framework/ritrain/manage/competencies/12')).toEqual([
      ...manage,
      { label: 'ritrain' },
    ]);
    const framework = { label: 'ISCB', to: '/framework/iscb/manage/competencies' };
    expect(breadcrumbsForPath('/framework/iscb/manage/competencies/5/manage-attributes', 'ISCB')).toEqual([
      ...manage,
      framework,
      { label: 'Manage attributes' },
    ]);
    expect(breadcrumbsForPath('/framework/iscb/competency/5/settings', 'ISCB').at(-1)).toEqual({
      label: 'Competency settings',
    });
    expect(breadcrumbsForPath('/framework/iscb/competency/5/attribute/9/settings', 'ISCB').at(-1)).toEqual({
      label: 'Attribute settings',
    });
    expect(breadcrumbsForPath('/framework/iscb/manage/types-and-levels', 'ISCB').at(-1)).toEqual({
      label: 'Attribute types and expertise levels',
    });
  });
});
