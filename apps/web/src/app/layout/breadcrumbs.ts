/**
 * The breadcrumb trail for a path. Spec: visitor-features.md §2 Breadcrumbs: start with 'Competency Hub'
 * and vary by path (framework name, 'Your profile', 'Profile overview', 'Compare career profiles', 'Find
 * training resources', 'Competency details', 'Export framework', 'API documentation',
 * 'About', 'Privacy notice', 'Guidelines for course creation').
 */
import { paths } from '../../config/paths';

/** One crumb: its label and, except for the current page, the address it links to. */
export interface Crumb {
  label: string;
  to?: string;
}

/** Root crumb on every page. */
export const HOME_CRUMB_LABEL = 'Competency Hub';

const STATIC_PAGES: Record<string, string> = {
  about: 'About',
  documentation: 'API documentation',
  'privacy-notice': 'Privacy notice',
  'guidelines-course-creation': 'Guidelines for course creation',
};

/** Account and administration pages (curation spec §2.1), by their whole path without the leading '/'. */
const ACCOUNT_PAGES: Record<string, string> = {
  login: 'Log in',
  'user/view': 'My profile',
  'user/change/password': 'Change password',
  'manage-frameworks': 'Manage frameworks',
  'all-training-resources': 'Manage training resources',
  'training-resources-home': 'Manage training resources',
};

/** Decodes a URL segment, keeping it as is when it is not valid percent-encoding. */
function decodeSegment(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The curation screen named by the segments after `/framework/{fw}/`: null for the manage framework
 * screen itself, a label for the screens below it, undefined when the path is not a curation screen.
 */
function manageCrumb(second: string | undefined, rest: string[]): string | null | undefined {
  const sub = rest.join('/');
  if (second === 'manage') {
    if (/^(competencies|data)(\/[^/]+)?$/.test(sub)) return null;
    if (/^competencies\/[^/]+\/manage-attributes$/.test(sub)) return 'Manage attributes';
    if (sub === 'types-and-levels') return 'Attribute types and expertise levels';
  }
  if (second === 'competency') {
    if (/^[^/]+\/settings$/.test(sub)) return 'Competency settings';
    if (/^[^/]+\/attribute\/[^/]+\/settings$/.test(sub)) return 'Attribute settings';
  }
  return undefined;
}

/**
 * Reference profile curation screens below `/framework/{fw}/{v}/` (issue #7 §3): the create and edit forms
 * ('Profile overview'), the competency mapping ('Assign competencies') and the printable download page.
 */
const REFERENCE_PROFILE_CRUMBS: readonly [RegExp, string][] = [
  [/^profile\/create$/, 'Profile overview'],
  [/^profile\/edit\/[^/]+$/, 'Profile overview'],
  [/^profile\/map\/download$/, 'Your profile'],
  [/^profile\/map\/(?!guest$)[^/]+$/, 'Assign competencies'],
];

/** Label of the last crumb on an address that matches no page. */
export const NOT_FOUND_CRUMB_LABEL = 'Page not found';

/**
 * Builds the breadcrumb trail for `pathname`. The last crumb is the current page and has no link.
 * @param pathname current path
 * @param frameworkTitle display name of the framework in the path, when known (else its machine name)
 * @returns crumbs starting with 'Competency Hub' (unlinked on the home page itself); an address that
 *   matches no page ends with 'Page not found'
 */
export function buildBreadcrumbs(pathname: string, frameworkTitle?: string): Crumb[] {
  const segments = pathname.split('/').filter((s) => s !== '');
  if (segments.length === 0) return [{ label: HOME_CRUMB_LABEL }];
  const crumbs: Crumb[] = [{ label: HOME_CRUMB_LABEL, to: paths.home() }];
  const [first, machineName, version, ...rest] = segments;

  const whole = segments.join('/');
  if (first !== undefined && segments.length === 1 && first in STATIC_PAGES) {
    crumbs.push({ label: STATIC_PAGES[first] as string });
  } else if (whole in ACCOUNT_PAGES) {
    crumbs.push({ label: ACCOUNT_PAGES[whole] as string });
  } else if (first === 'framework' && machineName !== undefined && manageCrumb(version, rest) !== undefined) {
    // Curation screens (curation spec §2.1): Manage frameworks / framework / screen.
    const name = frameworkTitle?.trim() || decodeSegment(machineName);
    const screen = manageCrumb(version, rest);
    crumbs.push({ label: ACCOUNT_PAGES['manage-frameworks'] as string, to: paths.manageFrameworks() });
    crumbs.push(
      screen === null
        ? { label: name }
        : { label: name, to: paths.manageCompetencies(decodeSegment(machineName)) },
    );
    if (screen) crumbs.push({ label: screen });
  } else if (first === 'framework' && version === 'learning-pathway' && rest.join('/') === 'create') {
    // Create a learning pathway (issue #8 §4).
    crumbs.push(
      { label: frameworkTitle?.trim() || decodeSegment(machineName ?? '') },
      { label: 'Create learning pathway' },
    );
  } else if (
    first === 'framework' &&
    machineName !== undefined &&
    version === 'compare' &&
    rest.length === 2
  ) {
    // 'What changed' between two versions (issue #9 §1): back to the newer version's page.
    const name = frameworkTitle?.trim() || decodeSegment(machineName);
    const to = decodeSegment(rest[1] as string);
    crumbs.push(
      { label: name, to: paths.framework(decodeSegment(machineName), to) },
      { label: 'What changed' },
    );
  } else if (first === 'framework' && machineName !== undefined && version !== undefined) {
    const name = frameworkTitle?.trim() || decodeSegment(machineName);
    const frameworkUrl = paths.framework(decodeSegment(machineName), decodeSegment(version));
    const sub = rest.join('/');
    const profileLabel = REFERENCE_PROFILE_CRUMBS.find(([pattern]) => pattern.test(sub))?.[1];
    if (sub === '' || sub === 'competencies') {
      crumbs.push({ label: name });
    } else if (/^competency\/details\/[^/]+$/.test(sub)) {
      crumbs.push({ label: name, to: frameworkUrl }, { label: 'Competency details' });
    } else if (sub === 'training-resources' || sub === 'learning-pathways') {
      // The 'Training resources' tab (issue #8 §2).
      crumbs.push({ label: name });
    } else if (sub === 'career-pathways') {
      // Career pathways (spec §2 Pathways, Breadcrumbs): the tab, then 'Career pathway' for its screens.
      crumbs.push({ label: name });
    } else if (/^career-pathway\/(create|[^/]+\/(view|edit))$/.test(sub)) {
      crumbs.push(
        {
          label: name,
          to: paths.frameworkCareerPathways(decodeSegment(machineName), decodeSegment(version)),
        },
        { label: 'Career pathway' },
      );
    } else if (/^profile\/(create|map|view)\/guest$/.test(sub)) {
      crumbs.push({ label: name, to: frameworkUrl }, { label: 'Your profile' });
    } else if (sub === 'career-profiles') {
      crumbs.push({ label: name });
    } else if (/^profile\/view\/\d+(\/[^/]+)?$/.test(sub)) {
      crumbs.push({ label: name, to: frameworkUrl }, { label: 'Profile overview' });
    } else if (/^profiles\/compare\/guest\/\d+\/summary$/.test(sub)) {
      const compareUrl = `/${segments.slice(0, -1).join('/')}`;
      crumbs.push(
        { label: name, to: frameworkUrl },
        { label: 'Compare career profiles', to: compareUrl },
        { label: 'Find training resources' },
      );
    } else if (/^profiles\/compare\/[^/]+(\/[^/]+)?$/.test(sub)) {
      crumbs.push({ label: name, to: frameworkUrl }, { label: 'Compare career profiles' });
    } else if (sub === 'cohort') {
      // A group's training needs (docs/features/cohort.md).
      crumbs.push({ label: name, to: frameworkUrl }, { label: 'Training needs of a group' });
    } else if (sub === 'export-framework') {
      crumbs.push({ label: name, to: frameworkUrl }, { label: 'Export framework' });
    } else if (profileLabel !== undefined) {
      crumbs.push({ label: name, to: frameworkUrl }, { label: profileLabel });
    } else {
      crumbs.push({ label: name, to: frameworkUrl }, { label: NOT_FOUND_CRUMB_LABEL });
    }
  } else if (
    first === 'training-resource' &&
    (whole === 'training-resource/create' || machineName === 'edit')
  ) {
    // Create and edit (curation §2.11: Home / All training resources / Create resource).
    crumbs.push(
      { label: 'All training resources', to: paths.allTrainingResources() },
      { label: whole === 'training-resource/create' ? 'Create resource' : 'Edit resource' },
    );
  } else if (
    first === 'training-resources' &&
    segments.length === 4 &&
    (version === 'map' || version === 'demap')
  ) {
    crumbs.push(
      { label: 'All training resources', to: paths.allTrainingResources() },
      { label: version === 'map' ? 'Map resource' : 'Remove mapping' },
    );
  } else if (first === 'learning-pathways' && segments.length >= 2 && segments.length <= 3) {
    crumbs.push({ label: segments.length === 3 ? 'Edit learning pathway' : 'Learning pathway' });
  } else if (first === 'training-resources' && segments.length === 2) {
    // A training resource page (issue #8 §2; visitor spec: page title 'Training resource').
    crumbs.push({ label: 'Training resource' });
  } else {
    crumbs.push({ label: NOT_FOUND_CRUMB_LABEL });
  }
  return crumbs;
}
