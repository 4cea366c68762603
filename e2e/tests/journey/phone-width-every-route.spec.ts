/**
 * No visitor page scrolls sideways on a phone (390 px; ADR 0045): every visitor route of
 * apps/web/src/config/paths.ts is opened with real content (the shipped frameworks, the longest training
 * resource address, a guest profile for the profile screens) and the document must be no wider than the
 * viewport. A route added to paths.ts must be listed here, as a visitor route or a manager's, or this fails.
 */
import { routes } from '../../../apps/web/src/config/paths';
import { expect, test } from '../fixtures';
import { PHONE, sidewaysOverflow } from '../phone-width';
import { storeGuestProfile } from '../profiles/reference-support';
import { SIGNED_IN_ROUTES, settled, type VisitorRoute, visitorAddresses } from '../visitor-routes';

test.use({ viewport: PHONE });

test('every visitor route of paths.ts is checked here', () => {
  const listed = Object.keys({ ...Object.fromEntries(SIGNED_IN_ROUTES.map((r) => [r, 1])) });
  const visitor: VisitorRoute[] = [
    'home',
    'about',
    'documentation',
    'privacyNotice',
    'guidelines',
    'framework',
    'competencyDetails',
    'versionCompare',
    'cohort',
    'login',
    'trainingResource',
    'learningPathway',
    'careerPathwayView',
    'guestProfileCreate',
    'guestProfileMap',
    'guestProfileView',
    'referenceProfileView',
    'profilesCompare',
    'profilesCompareSummary',
    'referenceProfileCreate',
    'profileMapDownload',
    'notFound',
  ];
  expect([...listed, ...visitor].sort()).toEqual(Object.keys(routes).sort());
});

test('no visitor page scrolls sideways at 390 px', async ({ page, request }) => {
  test.setTimeout(240_000);
  const all = await visitorAddresses(request);
  await page.goto('/');
  await storeGuestProfile(page, request, (_, i) => (i % 3) + 1);
  const wide: string[] = [];
  for (const [route, paths] of Object.entries(all)) {
    for (const path of paths) {
      await page.goto(path);
      await settled(page, path);
      const { extra, culprits } = await sidewaysOverflow(page);
      if (extra > 0) wide.push(`${route} ${path}: ${extra} px too wide (${culprits.join('; ')})`);
    }
  }
  expect(wide, `pages wider than ${PHONE.width} px`).toEqual([]);
});
