/**
 * Which top banner a path gets. Source: docs/features/browsing.md §2: default heading
 * 'Competency Hub'; paths containing about, documentation, guidelines-course-creation or privacy-notice
 * get their own heading, subheading and a 'Learn more' link to /about; hidden on paths containing
 * profile/view, profile/create, profiles/compare, profile/edit, profile/map, training-resources/,
 * competency/details or framework.
 */

/** The banner to show: its heading, subheading and whether it offers 'Learn more' (to /about). */
export interface BannerContent {
  heading: string;
  subheading: string;
  learnMore: boolean;
}

/** Path fragments that hide the banner (checked before any other rule). */
export const BANNER_HIDDEN_FRAGMENTS = [
  'profile/view',
  'profile/create',
  'profiles/compare',
  'profile/edit',
  'profile/map',
  'training-resources/',
  'competency/details',
  'framework',
] as const;

/** Pages with their own banner, checked in this order. */
const PAGE_BANNERS: ReadonlyArray<{ fragment: string; heading: string; subheading: string }> = [
  {
    fragment: 'about',
    heading: 'About the Competency Hub',
    subheading: 'What the hub offers and the terms it uses, from frameworks to learning pathways.',
  },
  {
    fragment: 'documentation',
    heading: 'Competency Hub API',
    subheading: 'Read frameworks, reference profiles and exports from your own software.',
  },
  {
    fragment: 'guidelines-course-creation',
    heading: 'Guidelines for course creation',
    subheading: 'How to map the learning outcomes of a course to competencies and expertise levels.',
  },
  {
    fragment: 'privacy-notice',
    heading: 'Privacy notice',
    subheading: 'What the Competency Hub stores about visitors, why, and your rights.',
  },
];

/** The default banner of every other page. */
export const DEFAULT_BANNER: BannerContent = {
  heading: 'Competency Hub',
  subheading: 'Competency frameworks, career profiles and training for professionals in the life sciences.',
  learnMore: false,
};

/**
 * Decides the top banner for a path.
 * @param pathname the current location's path (no query or hash)
 * @returns the banner to show, or null when the banner is hidden on this path
 */
export function bannerForPath(pathname: string): BannerContent | null {
  const path = pathname.toLowerCase();
  if (BANNER_HIDDEN_FRAGMENTS.some((fragment) => path.includes(fragment))) return null;
  const page = PAGE_BANNERS.find(({ fragment }) => path.includes(fragment));
  if (page) return { heading: page.heading, subheading: page.subheading, learnMore: true };
  return DEFAULT_BANNER;
}
