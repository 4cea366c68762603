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
  /** The public OpenAPI document rendered on /documentation. */
  openApiDocument: () => '/api/openapi.json',
} as const;
