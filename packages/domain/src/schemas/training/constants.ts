/** Training constants: resource types, page sizes, TeSS categories and the screens' messages. */

/** The four kinds of training resource (docs/features/browsing.md §11); the filters add 'All'. */
export const TRAINING_RESOURCE_TYPES = ['Online', 'Face-to-Face', 'Webinar', 'Hackathon'] as const;
export type TrainingResourceType = (typeof TRAINING_RESOURCE_TYPES)[number];

/** Page sizes and page-link counts of the lists (docs/features/browsing.md §11, docs/features/curation.md §15). */
export const TRAINING_PAGE = {
  framework: { size: 15, links: 10 },
  competency: { size: 10, links: 5 },
  manage: { size: 50, links: 10 },
} as const;

/** Most training resources listed per competency in the comparison summary (docs/features/profiles.md §6). */
export const TRAINING_FOR_GAP_LIMIT = 3;

/** TeSS item categories kept on an imported resource. */
export const TESS_CATEGORIES = ['event', 'material'] as const;
export type TessCategory = (typeof TESS_CATEGORIES)[number];

/** User-facing messages of the training screens (docs/features/profiles.md §3; docs/features/browsing.md §10; docs/features/browsing.md Training lists). */
export const TRAINING_MESSAGES = {
  title: 'Enter a title',
  url: 'Enter the URL of the resource',
  urlScheme: 'The URL must start with http:// or https://',
  dates: 'Incorrect dates',
  loading: 'Loading resources',
  noResults: 'No results found',
  showAll: 'Show all training resources',
  noneForCompetency: 'No training resources found.',
  loadFailed: 'Unable to retrieve training resources',
  demapQuestion: 'Are you sure you want to remove this mapping? This action cannot be undone!',
  tessUnavailable:
    'The training portal (TeSS) could not be reached or gave an unreadable answer. Try again later.',
} as const;
