/**
 * The breadcrumb trail of a page, from its route's handle (ADR 0053): each screen's route in
 * `app/router.tsx` names its crumbs with the builders below (`handle.crumb`), next to its path. Source:
 * docs/features/browsing.md §7: start with 'Competency Hub' and vary by page (framework name, 'Your
 * profile', 'Profile overview', 'Compare career profiles', 'Find training resources', 'Competency details',
 * 'Export framework', 'API documentation', 'About', 'Privacy notice', 'Guidelines for course creation').
 */
import type { Params } from 'react-router';
import { FRAMEWORK_TABS, paths } from '../../config/paths';

/** One crumb: its label and, except for the current page, the address it links to. */
export interface Crumb {
  label: string;
  to?: string;
}

/** Root crumb on every page. */
export const HOME_CRUMB_LABEL = 'Competency Hub';

/** Label of the last crumb on an address that matches no page. */
export const NOT_FOUND_CRUMB_LABEL = 'Page not found';

/** What a route's crumbs are built from: its path parameters and address, and the framework's name. */
export interface CrumbContext {
  params: Params;
  pathname: string;
  /** The framework's display name (its title when known, else the machine name from the address). */
  name: string;
}

/** A route's crumbs after 'Competency Hub' (`handle.crumb`). */
export type CrumbHandle = (context: CrumbContext) => Crumb[];

const param = (context: CrumbContext, name: string) => context.params[name] ?? '';
/** The framework page of the address's framework and version. */
const frameworkUrl = (context: CrumbContext) =>
  paths.framework(param(context, 'framework'), param(context, 'version'));

/** A page with one crumb of its own (About, Log in, Manage frameworks, …). */
export const pageCrumb =
  (label: string): CrumbHandle =>
  () => [{ label }];

/** The framework page and its tabs: the framework; the export tab below it; an unknown tab not found. */
export const frameworkPageCrumb: CrumbHandle = (context) => {
  const tab = context.params.tab;
  if (tab === undefined || (tab !== 'export-framework' && FRAMEWORK_TABS.some((known) => known === tab))) {
    return [{ label: context.name }];
  }
  const last = tab === 'export-framework' ? 'Export framework' : NOT_FOUND_CRUMB_LABEL;
  return [{ label: context.name, to: frameworkUrl(context) }, { label: last }];
};

/**
 * A screen below a framework version's page: the framework linking to its page, then `label`.
 * @param when a check of the path parameters; when it fails, the last crumb is 'Page not found'
 */
export const underFrameworkCrumb =
  (label: string, when?: (params: Params) => boolean): CrumbHandle =>
  (context) => [
    { label: context.name, to: frameworkUrl(context) },
    { label: !when || when(context.params) ? label : NOT_FOUND_CRUMB_LABEL },
  ];

/** A career pathway's screens: the framework linking to its 'Career pathways' tab, then 'Career pathway'. */
export const careerPathwayCrumb: CrumbHandle = (context) => [
  {
    label: context.name,
    to: paths.frameworkCareerPathways(param(context, 'framework'), param(context, 'version')),
  },
  { label: 'Career pathway' },
];

/** 'Find training resources' of a comparison: back to the comparison it summarises. */
export const compareSummaryCrumb: CrumbHandle = (context) => [
  { label: context.name, to: frameworkUrl(context) },
  { label: 'Compare career profiles', to: context.pathname.replace(/\/summary\/?$/, '') },
  { label: 'Find training resources' },
];

/** 'What changed' between two versions: back to the newer version's page. */
export const versionCompareCrumb: CrumbHandle = (context) => [
  { label: context.name, to: paths.framework(param(context, 'framework'), param(context, 'to')) },
  { label: 'What changed' },
];

/**
 * A curation screen (docs/features/curation.md §1): Manage frameworks, the framework (linking to its manage screen
 * unless it is that screen), then `label` when given.
 */
export const manageCrumb =
  (label?: string): CrumbHandle =>
  (context) => [
    { label: 'Manage frameworks', to: paths.manageFrameworks() },
    label
      ? { label: context.name, to: paths.manageCompetencies(param(context, 'framework')) }
      : { label: context.name },
    ...(label ? [{ label }] : []),
  ];

/** Creating a learning pathway of a framework (the framework, unlinked, then the screen). */
export const learningPathwayCreateCrumb: CrumbHandle = (context) => [
  { label: context.name },
  { label: 'Create learning pathway' },
];

/** A training resource administration screen: All training resources, then `label`. */
export const trainingAdminCrumb =
  (label: string): CrumbHandle =>
  () => [{ label: 'All training resources', to: paths.allTrainingResources() }, { label }];

/**
 * An address no screen takes: 'Page not found', below the framework when the address names a framework
 * and a version (`/framework/{framework}/{version}/…`).
 */
export const notFoundCrumb: CrumbHandle = (context) => {
  const [first, framework, version] = context.pathname.split('/').filter((s) => s !== '');
  if (first !== 'framework' || framework === undefined || version === undefined) {
    return [{ label: NOT_FOUND_CRUMB_LABEL }];
  }
  const name = context.name || decodeSegment(framework);
  return [
    { label: name, to: paths.framework(decodeSegment(framework), decodeSegment(version)) },
    { label: NOT_FOUND_CRUMB_LABEL },
  ];
};

/** Decodes a URL segment, keeping it as is when it is not valid percent-encoding. */
function decodeSegment(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The crumb builder of a route's handle, or undefined. */
function crumbOf(handle: unknown): CrumbHandle | undefined {
  if (typeof handle !== 'object' || handle === null || !('crumb' in handle)) return undefined;
  return typeof handle.crumb === 'function' ? (handle.crumb as CrumbHandle) : undefined;
}

/** One matched route as React Router's `useMatches` and `matchRoutes` give it. */
export interface CrumbMatch {
  handle: unknown;
  params: Params;
  pathname: string;
}

/**
 * The breadcrumb trail of the matched routes: 'Competency Hub', then the crumbs of the deepest route whose
 * handle has any. The last crumb is the current page and has no link.
 * @param matches the routes matching the address, outermost first
 * @param pathname the current path
 * @param frameworkTitle display name of the address's framework, when known (else its machine name)
 * @returns the unlinked 'Competency Hub' alone on the home page (no route there has crumbs)
 */
export function crumbTrail(
  matches: readonly CrumbMatch[],
  pathname: string,
  frameworkTitle?: string,
): Crumb[] {
  const deepest = matches.findLast((match) => crumbOf(match.handle));
  const build = deepest && crumbOf(deepest.handle);
  if (!deepest || !build) return [{ label: HOME_CRUMB_LABEL }];
  const name = frameworkTitle?.trim() || deepest.params.framework || '';
  return [
    { label: HOME_CRUMB_LABEL, to: paths.home() },
    ...build({ params: deepest.params, pathname, name }),
  ];
}
