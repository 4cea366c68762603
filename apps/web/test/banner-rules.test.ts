import { describe, expect, it } from 'vitest';
import { bannerForPath, DEFAULT_BANNER } from '../src/app/layout/banner-rules';

describe('bannerForPath', () => {
  it('shows the default Competency Hub banner on the home page and unknown paths', () => {
    expect(bannerForPath('/')).toEqual(DEFAULT_BANNER);
    expect(bannerForPath('/no-such-page')?.heading).toBe('Competency Hub');
    expect(bannerForPath('/')?.learnMore).toBe(false);
  });

  it.each([
    ['/about', 'About the Competency Hub'],
    ['/documentation', 'Competency Hub API'],
    ['/guidelines-course-creation', 'Guidelines for course creation'],
    ['/privacy-notice', 'Privacy notice'],
  ])('gives %s its own heading and a Learn more link', (path, heading) => {
    const banner = bannerForPath(path);
    expect(banner?.heading).toBe(heading);
    expect(banner?.subheading).not.toBe('');
    expect(banner?.learnMore).toBe(true);
  });

  it.each([
    '/framework/bioexcel/1.0',
    '/framework/bioexcel/1.0/export-framework',
    '/framework/iscb/3.0/competency/details/12',
    '/profile/view/guest',
    '/profile/create/guest',
    '/profiles/compare/guest/4',
    '/profile/edit/3',
    '/profile/map/guest',
    '/training-resources/some-course',
    '/competency/details/5',
  ])('hides the banner on %s', (path) => {
    expect(bannerForPath(path)).toBeNull();
  });

  it('matches fragments anywhere in the path, hidden rules first', () => {
    // Contains both 'framework' (hidden) and 'about': hidden wins.
    expect(bannerForPath('/framework/about/1.0')).toBeNull();
    expect(bannerForPath('/help/about-us')?.heading).toBe('About the Competency Hub');
  });

  it('keeps the banner on the training-resources list (only training-resources/ hides it)', () => {
    expect(bannerForPath('/training-resources')).toEqual(DEFAULT_BANNER);
  });
});
