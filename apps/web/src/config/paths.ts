/**
 * Every route path of the web app in one typed place: `routes` holds the React Router patterns,
 * `paths` builds concrete URLs (segments URI-encoded). Spec: visitor-features.md §2 Screens and routes.
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
  // Accounts (curation spec §2.1, §2.4): /login is public, the /user routes need a signed-in user.
  login: '/login',
  userView: '/user/view',
  changePassword: '/user/change/password',
  // Framework curation (curation spec §2.1, §2.5–2.8): framework_manager, and the framework assigned.
  manageFrameworks: '/manage-frameworks',
  manageCompetencies: '/framework/:framework/manage/competencies/:domainId?',
  manageData: '/framework/:framework/manage/data/:domainId?',
  manageAttributes: '/framework/:framework/manage/competencies/:cid/manage-attributes',
  competencySettings: '/framework/:framework/competency/:id/settings',
  attributeSettings: '/framework/:framework/competency/:cid/attribute/:aid/settings',
  /** Attribute types and expertise levels of a framework (issue #3 §3; not in the original hub). */
  manageTypesAndLevels: '/framework/:framework/manage/types-and-levels',
  /** Training resource administration (content_manager): built by a later issue. */
  allTrainingResources: '/all-training-resources',
  // Reference profile curation (issue #7 §3; visitor spec §2 Profiles): managers of the framework; the
  // create form also serves users with no role ('Create your profile', printed from map/download).
  referenceProfileCreate: '/framework/:framework/:version/profile/create',
  referenceProfileEdit: '/framework/:framework/:version/profile/edit/:id',
  referenceProfileMap: '/framework/:framework/:version/profile/map/:id',
  profileMapDownload: '/framework/:framework/:version/profile/map/download',
  notFound: '*',
} as const;

/** Tabs of the framework page that have their own address (the open tab follows the URL). */
export const FRAMEWORK_TABS = ['competencies', 'export-framework'] as const;
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
  competencyDetails: (framework: string, version: string, competencyId: number | string) =>
    `/framework/${enc(framework)}/${enc(version)}/competency/details/${enc(competencyId)}`,
  /** Guest profile creation (spec §2 Home side panel; screen built later). */
  guestProfileCreate: (framework: string, version: string) =>
    `/framework/${enc(framework)}/${enc(version)}/profile/create/guest`,
  login: () => '/login',
  userView: () => '/user/view',
  changePassword: () => '/user/change/password',
  manageFrameworks: () => '/manage-frameworks',
  /** The manage framework screen (§2.6), scrolled to `domainId` when given. */
  manageCompetencies: (framework: string, domainId?: number) =>
    `/framework/${enc(framework)}/manage/competencies${domainId === undefined ? '' : `/${enc(domainId)}`}`,
  /** The manage-frameworks list links here (§2.5); same screen as manageCompetencies. */
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
  // Reference profile curation (issue #7 §3).
  /** A reference profile's view; `alias` is its URL alias with the leading slash (`/alex-2`). */
  profileView: (framework: string, version: string, id: number, alias: string) =>
    `/framework/${enc(framework)}/${enc(version)}/profile/view/${enc(id)}${alias
      .split('/')
      .map((part) => enc(part))
      .join('/')}`,
  referenceProfileCreate: (framework: string, version: string) =>
    `/framework/${enc(framework)}/${enc(version)}/profile/create`,
  referenceProfileEdit: (framework: string, version: string, id: number) =>
    `/framework/${enc(framework)}/${enc(version)}/profile/edit/${enc(id)}`,
  referenceProfileMap: (framework: string, version: string, id: number) =>
    `/framework/${enc(framework)}/${enc(version)}/profile/map/${enc(id)}`,
  profileMapDownload: (framework: string, version: string) =>
    `/framework/${enc(framework)}/${enc(version)}/profile/map/download`,
  /** The public OpenAPI document rendered on /documentation. */
  openApiDocument: () => '/api/openapi.json',
} as const;
