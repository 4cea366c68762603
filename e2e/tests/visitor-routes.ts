/**
 * Every visitor route of apps/web/src/config/paths.ts with the addresses that show it with real content (the
 * shipped frameworks, the longest training resource address, a reference profile), shared by the specs that
 * walk every visitor page (phone width, console and CSP). Routes without shipped content (learning and
 * career pathways) are opened at an id that does not exist: their not-found page.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { routes } from '../../apps/web/src/config/paths';
import { expect } from './fixtures';
import { referenceProfile } from './profiles/reference-support';

/** Routes only signed-in users reach (checked at a phone's width by manage/phone-width.spec.ts). */
export const SIGNED_IN_ROUTES = [
  'userView',
  'changePassword',
  'manageFrameworks',
  'manageCompetencies',
  'manageData',
  'manageAttributes',
  'competencySettings',
  'attributeSettings',
  'manageTypesAndLevels',
  'allTrainingResources',
  'trainingResourcesHome',
  'learningPathwayEdit',
  'learningPathwayCreate',
  'trainingResourceCreate',
  'trainingResourceEdit',
  'trainingResourceMap',
  'trainingResourceDemap',
  'careerPathwayCreate',
  'careerPathwayEdit',
  'referenceProfileEdit',
  'referenceProfileMap',
  'referenceProfilesFromSurvey',
] as const;

export type VisitorRoute = Exclude<keyof typeof routes, (typeof SIGNED_IN_ROUTES)[number]>;

/**
 * The training resource whose address has the longest word a browser may not break (split at hyphens):
 * a long unbroken line on its page.
 */
async function longestUrlResource(request: APIRequestContext): Promise<string> {
  let best = { slug: '', length: 0 };
  for (let page = 1; ; page++) {
    const list = (await (
      await request.get(`/api/v1/frameworks/bioexcel/training-resources?page=${page}`)
    ).json()) as { items: { slug: string; url: string }[]; total: number; pageSize: number };
    for (const item of list.items) {
      const length = Math.max(...item.url.split(/[-\s]/).map((word) => word.length));
      if (length > best.length) best = { slug: item.slug, length };
    }
    if (page * list.pageSize >= list.total) break;
  }
  return `/training-resources/${best.slug}`;
}

/** The first competency of BioExcel 1.0 (its page and training tab). */
async function firstCompetency(request: APIRequestContext): Promise<number> {
  const content = (await (await request.get('/api/v1/frameworks/bioexcel/versions/1.0')).json()) as {
    domains: { competencies: { id: number }[] }[];
  };
  return content.domains[0]?.competencies[0]?.id ?? 0;
}

/**
 * The addresses that show each visitor route. Routes without shipped content (learning and career
 * pathways: none is shipped) are opened at an id that does not exist: their not-found page.
 */
export async function visitorAddresses(request: APIRequestContext): Promise<Record<VisitorRoute, string[]>> {
  const reference = await referenceProfile(request, 'Core facility scientist II');
  const competency = await firstCompetency(request);
  const e1 = '/framework/iscb-3.0e1/e1';
  return {
    home: ['/'],
    about: ['/about'],
    documentation: ['/documentation'],
    privacyNotice: ['/privacy-notice'],
    guidelines: ['/guidelines-course-creation'],
    framework: [
      ...[
        'competencies',
        'career-profiles',
        'career-pathways',
        'training-resources',
        'learning-pathways',
        'export-framework',
      ].map((tab) => `/framework/bioexcel/1.0/${tab}`),
      `${e1}/competencies`,
      `${e1}/career-profiles`,
      `${e1}/export-framework`,
    ],
    competencyDetails: [
      `/framework/bioexcel/1.0/competency/details/${competency}`,
      `/framework/bioexcel/1.0/competency/details/${competency}#vf-tabs__section--2`,
    ],
    versionCompare: ['/framework/iscb/compare/2.0/3.0'],
    cohort: ['/framework/direct/2.0.0/cohort', `${e1}/cohort`],
    login: ['/login'],
    trainingResource: [await longestUrlResource(request)],
    learningPathway: ['/learning-pathways/999999'],
    careerPathwayView: ['/framework/bioexcel/1.0/career-pathway/999999/view'],
    guestProfileCreate: [`${e1}/profile/create/guest`],
    guestProfileMap: [`${e1}/profile/map/guest`],
    guestProfileView: [`${e1}/profile/view/guest`],
    referenceProfileView: [`${e1}/profile/view/${reference.id}${reference.urlAlias}`],
    profilesCompare: [`${e1}/profiles/compare/guest`, `${e1}/profiles/compare/guest/${reference.id}`],
    profilesCompareSummary: [`${e1}/profiles/compare/guest/${reference.id}/summary`],
    referenceProfileCreate: [`${e1}/profile/create`],
    profileMapDownload: [`${e1}/profile/map/download`],
    notFound: ['/no-such-page'],
  };
}

/** Waits until the page has shown its content: its main heading, and what loads after it. */
export async function settled(page: Page, path: string): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 20_000 });
  if (path === '/documentation') {
    await expect(page.getByText('/api/version_manager', { exact: true }).first()).toBeVisible({
      timeout: 20_000,
    });
  }
  if (path.endsWith('/summary')) {
    await expect(page.getByText('Searching TeSS…')).toHaveCount(0, { timeout: 20_000 });
  }
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
}
