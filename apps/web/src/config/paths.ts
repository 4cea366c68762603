/**
 * Every route path of the web app in one typed place: `routes` holds the React Router patterns,
 * `paths` builds concrete URLs (segments URI-encoded). Source: docs/features/browsing.md §3 Screens and routes.
 */

/** React Router path patterns, one per screen. */
export const routes = {
  home: '/',
  about: '/about',
  documentation: '/documentation',
  privacyNotice: '/privacy-notice',
  guidelines: '/guidelines-course-creation',
  /** The framework page; the optional last segment is the open tab (see FRAMEWORK_TABS). */
  framework: '/framework/:framework/:version/:tab?',
  competencyDetails: '/framework/:framework/:version/competency/details/:cid',
  /** 'What changed' between two released versions (docs/features/browsing.md §9). */
  versionCompare: '/framework/:framework/compare/:from/:to',
  // Accounts (docs/features/curation.md §1; docs/features/accounts-and-security.md §2): /login is public, the /user routes need a signed-in user.
  login: '/login',
  userView: '/user/view',
  changePassword: '/user/change/password',
  // Framework curation (docs/features/curation.md §1, §3, §6): framework_manager, and the framework assigned.
  manageFrameworks: '/manage-frameworks',
  manageCompetencies: '/framework/:framework/manage/competencies/:domainId?',
  manageData: '/framework/:framework/manage/data/:domainId?',
  manageAttributes: '/framework/:framework/manage/competencies/:cid/manage-attributes',
  competencySettings: '/framework/:framework/competency/:id/settings',
  attributeSettings: '/framework/:framework/competency/:cid/attribute/:aid/settings',
  /** Attribute types and expertise levels of a framework (docs/features/curation.md §18; not in the original hub). */
  manageTypesAndLevels: '/framework/:framework/manage/types-and-levels',
  /** Training resource administration (content_manager; docs/features/training.md §4). */
  allTrainingResources: '/all-training-resources',
  // Training resources (docs/features/training.md §1): the resource page is public.
  trainingResource: '/training-resources/:slug',
  trainingResourcesHome: '/training-resources-home',
  // Learning pathways (docs/features/training.md §6): the page is public; create and edit need content_manager.
  learningPathway: '/learning-pathways/:id',
  learningPathwayEdit: '/learning-pathways/:id/edit',
  learningPathwayCreate: '/framework/:framework/learning-pathway/create',
  trainingResourceCreate: '/training-resource/create',
  trainingResourceEdit: '/training-resource/edit/:slug',
  trainingResourceMap: '/training-resources/:id/map/:framework',
  trainingResourceDemap: '/training-resources/:resource/demap/:attribute',
  // Career pathways (docs/features/profiles.md §7): the view is public; create and edit need
  // framework_manager with the framework assigned.
  careerPathwayView: '/framework/:framework/:version/career-pathway/:id/view',
  careerPathwayCreate: '/framework/:framework/:version/career-pathway/create',
  careerPathwayEdit: '/framework/:framework/:version/career-pathway/:id/edit',
  // Guest profile (docs/features/profiles.md §2; docs/features/profiles.md §1): kept only in the browser.
  guestProfileCreate: '/framework/:framework/:version/profile/create/guest',
  guestProfileMap: '/framework/:framework/:version/profile/map/guest',
  guestProfileView: '/framework/:framework/:version/profile/view/guest',
  // Reference profile view and the comparison (docs/features/profiles.md §2; docs/features/profiles.md §1, Comparison).
  referenceProfileView: '/framework/:framework/:version/profile/view/:id/:alias?',
  /** `p1` and `p2` are reference profile ids or the literal 'guest'; without `p2` no role is chosen yet. */
  profilesCompare: '/framework/:framework/:version/profiles/compare/:p1/:p2?',
  profilesCompareSummary: '/framework/:framework/:version/profiles/compare/guest/:ref/summary',
  /** A group's training needs from a survey or guest profile files, read in the browser (docs/features/cohort.md). */
  cohort: '/framework/:framework/:version/cohort',
  // Reference profile curation (docs/features/profiles.md §4; docs/features/profiles.md §1): managers of the framework; the
  // create form also serves users with no role ('Create your profile', printed from map/download).
  referenceProfileCreate: '/framework/:framework/:version/profile/create',
  /** Reference profiles from a survey (docs/features/surveys.md): managers of the framework. */
  referenceProfilesFromSurvey: '/framework/:framework/:version/profile/create/survey',
  referenceProfileEdit: '/framework/:framework/:version/profile/edit/:id',
  referenceProfileMap: '/framework/:framework/:version/profile/map/:id',
  profileMapDownload: '/framework/:framework/:version/profile/map/download',
  notFound: '*',
} as const;

/** Tabs of the framework page that have their own address (the open tab follows the URL). */
export const FRAMEWORK_TABS = [
  'competencies',
  'career-profiles',
  'career-pathways',
  'training-resources',
  'learning-pathways',
  'export-framework',
] as const;
export type FrameworkTab = (typeof FRAMEWORK_TABS)[number];

const enc = (value: string | number) => encodeURIComponent(String(value));

/** URL builders for links and navigation. */
export const paths = {
  home: () => '/',
  about: () => '/about',
  documentation: () => '/documentation',
  privacyNotice: () => '/privacy-notice',
  guidelines: () => '/guidelines-course-creation',
  /** The framework page (default tab: competencies). */
  framework: (framework: string, version: string) => `/framework/${enc(framework)}/${enc(version)}`,
  frameworkCompetencies: (framework: string, version: string) =>
    `/framework/${enc(framework)}/${enc(version)}/competencies`,
  exportFramework: (framework: string, version: string) =>
    `/framework/${enc(framework)}/${enc(version)}/export-framework`,
  versionCompare: (framework: string, from: string, to: string) =>
    `/framework/${enc(framework)}/compare/${enc(from)}/${enc(to)}`,
  competencyDetails: (framework: string, version: string, competencyId: number | string) =>
    `/framework/${enc(framework)}/${enc(version)}/competency/details/${enc(competencyId)}`,
  // Guest profile (docs/features/profiles.md §2): create, map, view, and the comparison of the guest with a reference profile.
  guestProfileCreate: (framework: string, version: string) =>
    `/framework/${enc(framework)}/${enc(version)}/profile/create/guest`,
  guestProfileMap: (framework: string, version: string) =>
    `/framework/${enc(framework)}/${enc(version)}/profile/map/guest`,
  guestProfileView: (framework: string, version: string) =>
    `/framework/${enc(framework)}/${enc(version)}/profile/view/guest`,
  guestProfileCompare: (framework: string, version: string, referenceId: number) =>
    `/framework/${enc(framework)}/${enc(version)}/profiles/compare/guest/${enc(referenceId)}`,
  // Reference profiles and the comparison (docs/features/profiles.md §2).
  frameworkCareerProfiles: (framework: string, version: string) =>
    `/framework/${enc(framework)}/${enc(version)}/career-profiles`,
  /** A reference profile's view; `alias` is its URL alias with the leading slash (`/alex-2`). */
  profileView: (framework: string, version: string, id: number, alias: string) =>
    `/framework/${enc(framework)}/${enc(version)}/profile/view/${enc(id)}${alias
      .split('/')
      .map((part) => enc(part))
      .join('/')}`,
  referenceProfileEdit: (framework: string, version: string, id: number) =>
    `/framework/${enc(framework)}/${enc(version)}/profile/edit/${enc(id)}`,
  referenceProfileMap: (framework: string, version: string, id: number) =>
    `/framework/${enc(framework)}/${enc(version)}/profile/map/${enc(id)}`,
  /** The comparison of `p1` with `p2` (ids or 'guest'); without `p2` the page asks for a role. */
  profilesCompare: (framework: string, version: string, p1: number | 'guest', p2?: number | 'guest') =>
    `/framework/${enc(framework)}/${enc(version)}/profiles/compare/${enc(p1)}${p2 === undefined ? '' : `/${enc(p2)}`}`,
  /** 'Find training resources' for the guest profile against reference profile `ref`. */
  profilesCompareSummary: (framework: string, version: string, ref: number) =>
    `/framework/${enc(framework)}/${enc(version)}/profiles/compare/guest/${enc(ref)}/summary`,
  /** 'Training needs of a group' of a framework version (docs/features/cohort.md). */
  cohort: (framework: string, version: string) => `/framework/${enc(framework)}/${enc(version)}/cohort`,
  /** A competency's training resources tab (original hub: '#vf-tabs__section--2'). */
  competencyTraining: (framework: string, version: string, competencyId: number | string) =>
    `/framework/${enc(framework)}/${enc(version)}/competency/details/${enc(competencyId)}#vf-tabs__section--2`,
  login: () => '/login',
  userView: () => '/user/view',
  changePassword: () => '/user/change/password',
  manageFrameworks: () => '/manage-frameworks',
  /** The manage framework screen (docs/features/curation.md §4), scrolled to `domainId` when given. */
  manageCompetencies: (framework: string, domainId?: number) =>
    `/framework/${enc(framework)}/manage/competencies${domainId === undefined ? '' : `/${enc(domainId)}`}`,
  /** The manage-frameworks list links here (docs/features/curation.md §3); same screen as manageCompetencies. */
  manageData: (framework: string, domainId?: number) =>
    `/framework/${enc(framework)}/manage/data${domainId === undefined ? '' : `/${enc(domainId)}`}`,
  manageAttributes: (framework: string, competencyId: number) =>
    `/framework/${enc(framework)}/manage/competencies/${enc(competencyId)}/manage-attributes`,
  competencySettings: (framework: string, competencyId: number) =>
    `/framework/${enc(framework)}/competency/${enc(competencyId)}/settings`,
  attributeSettings: (framework: string, competencyId: number, attributeId: number) =>
    `/framework/${enc(framework)}/competency/${enc(competencyId)}/attribute/${enc(attributeId)}/settings`,
  manageTypesAndLevels: (framework: string) => `/framework/${enc(framework)}/manage/types-and-levels`,
  allTrainingResources: () => '/all-training-resources',
  // Training resources (docs/features/training.md §1; docs/features/browsing.md Training resource lists; docs/features/training.md §3).
  /** The framework page's 'Training resources' tab. */
  frameworkTrainingResources: (framework: string, version: string) =>
    `/framework/${enc(framework)}/${enc(version)}/training-resources`,
  trainingResource: (slug: string) => `/training-resources/${enc(slug)}`,
  trainingResourcesHome: () => '/training-resources-home',
  /** The framework page's 'Learning pathways' tab. */
  frameworkLearningPathways: (framework: string, version: string) =>
    `/framework/${enc(framework)}/${enc(version)}/learning-pathways`,
  learningPathway: (id: number) => `/learning-pathways/${enc(id)}`,
  learningPathwayEdit: (id: number) => `/learning-pathways/${enc(id)}/edit`,
  learningPathwayCreate: (framework: string) => `/framework/${enc(framework)}/learning-pathway/create`,
  trainingResourceCreate: () => '/training-resource/create',
  trainingResourceEdit: (slug: string) => `/training-resource/edit/${enc(slug)}`,
  trainingResourceMap: (id: number, framework: string) =>
    `/training-resources/${enc(id)}/map/${enc(framework)}`,
  /** The demap confirmation of a resource's mapping to an attribute (attribute row id). */
  trainingResourceDemap: (resourceId: number, attributeId: number) =>
    `/training-resources/${enc(resourceId)}/demap/${enc(attributeId)}`,
  // Career pathways (docs/features/profiles.md §7; docs/features/browsing.md §8).
  /** The framework page's 'Career pathways' tab. */
  frameworkCareerPathways: (framework: string, version: string) =>
    `/framework/${enc(framework)}/${enc(version)}/career-pathways`,
  careerPathwayView: (framework: string, version: string, id: number) =>
    `/framework/${enc(framework)}/${enc(version)}/career-pathway/${enc(id)}/view`,
  careerPathwayCreate: (framework: string, version: string) =>
    `/framework/${enc(framework)}/${enc(version)}/career-pathway/create`,
  careerPathwayEdit: (framework: string, version: string, id: number) =>
    `/framework/${enc(framework)}/${enc(version)}/career-pathway/${enc(id)}/edit`,
  // Reference profile curation (docs/features/profiles.md §4).
  referenceProfileCreate: (framework: string, version: string) =>
    `/framework/${enc(framework)}/${enc(version)}/profile/create`,
  referenceProfilesFromSurvey: (framework: string, version: string) =>
    `/framework/${enc(framework)}/${enc(version)}/profile/create/survey`,
  profileMapDownload: (framework: string, version: string) =>
    `/framework/${enc(framework)}/${enc(version)}/profile/map/download`,
  /** The public OpenAPI document rendered on /documentation. */
  openApiDocument: () => '/api/openapi.json',
} as const;
