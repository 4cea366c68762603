/**
 * Pure rules of the training screens: whether a resource is an event, and its Bioschemas JSON-LD (issue #8 §2,
 * issue #18 §2): schema.org `LearningResource` conforming to the Bioschemas TrainingMaterial profile for
 * materials; `Course` with a `CourseInstance` for events, as TeSS harvests them.
 */
import { itemPublicId, type TrainingResource, trimBase, versionPublicId } from '@hub/domain';
import { paths } from '../../config/paths';

/** Bioschemas profiles the JSON-LD conforms to (`dct:conformsTo`). */
export const BIOSCHEMAS_PROFILES = {
  TrainingMaterial: 'https://bioschemas.org/profiles/TrainingMaterial/1.0-RELEASE',
  Course: 'https://bioschemas.org/profiles/Course/1.0-RELEASE',
  CourseInstance: 'https://bioschemas.org/profiles/CourseInstance/1.0-RELEASE',
} as const;

/**
 * The minimum properties of each Bioschemas profile that the JSON-LD always carries (checked by the unit test
 * and by the harvester test). A CourseInstance is published only for a dated event.
 */
export const BIOSCHEMAS_MINIMUM = {
  TrainingMaterial: ['@context', '@type', 'dct:conformsTo', 'name', 'description', 'keywords', 'url'],
  Course: ['@context', '@type', 'dct:conformsTo', 'name', 'description', 'keywords', 'url'],
  CourseInstance: ['@type', 'dct:conformsTo', 'courseMode', 'startDate'],
} as const;

/** Resource types that are events (face-to-face courses, webinars, hackathons), dated or not. */
const EVENT_TYPES: readonly string[] = ['Face-to-Face', 'Webinar', 'Hackathon'];

/**
 * True when the resource is an event: imported from TeSS as an event, or (otherwise) of an event type or
 * dated; false for a material.
 */
export function isEvent(resource: Pick<TrainingResource, 'tess' | 'startDate' | 'type'>): boolean {
  if (resource.tess) return resource.tess.category === 'event';
  return EVENT_TYPES.includes(resource.type) || resource.startDate !== null;
}

/**
 * `courseMode` of an event: face-to-face is 'onsite', online and webinars 'online'; another type follows its
 * location (a place means onsite).
 */
export function courseMode(resource: Pick<TrainingResource, 'type' | 'location'>): 'online' | 'onsite' {
  if (resource.type === 'Face-to-Face') return 'onsite';
  if (resource.type === 'Online' || resource.type === 'Webinar') return 'online';
  return resource.location.trim() === '' ? 'online' : 'onsite';
}

/** Plain text of server-sanitised HTML, whitespace collapsed (for metadata, never rendered as HTML). */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** JSON-LD `@context`: schema.org as the vocabulary, `dct` for Dublin Core's `conformsTo`. */
export const JSON_LD_CONTEXT = ['https://schema.org/', { dct: 'http://purl.org/dc/terms/' }] as const;

/**
 * The competencies a resource is mapped to, as `DefinedTerm`s with their stable `@id`s (the same ids as the
 * framework and competency pages publish), for `teaches`.
 */
export function taughtCompetencies(resource: TrainingResource, base: string): Record<string, unknown>[] {
  return resource.mappings.flatMap((fw) =>
    fw.domains.flatMap((d) =>
      d.competencies.map((c) => ({
        '@type': 'DefinedTerm',
        '@id': itemPublicId(base, c.versionUuid, c.competencyUuid),
        name: c.title,
        ...(c.code ? { termCode: c.code } : {}),
        url: `${trimBase(base)}${paths.competencyDetails(c.framework, c.version, c.competencyId)}`,
        inDefinedTermSet: versionPublicId(base, c.versionUuid),
      })),
    ),
  );
}

/**
 * The Bioschemas JSON-LD object of a training resource page.
 * - A material: `LearningResource` conforming to the TrainingMaterial profile, with name, description (plain
 *   text; the title and type when the resource has none), keywords, url (the resource's own address), `@id`
 *   (this page), `teaches` (every mapped competency) and, where known, the organisers as `author`.
 * - An event: `Course` with the same properties and the organisers as `provider`; a dated event has one
 *   `hasCourseInstance` (`CourseInstance`: courseMode from the type, startDate, endDate, and `location` when
 *   known: a `Place` for an onsite event with a location, a `VirtualLocation` for an online one). An undated
 *   event stays a `Course` without an instance: it is never published as a material.
 * @param resource the resource as the API returns it
 * @param base the hub's canonical base URL (`PUBLIC_URL`)
 */
export function trainingJsonLd(resource: TrainingResource, base: string): Record<string, unknown> {
  const description =
    htmlToText(resource.description) || `${resource.title} (${resource.type} training resource)`;
  const organisers = htmlToText(resource.organisers);
  const teaches = taughtCompetencies(resource, base);
  const common: Record<string, unknown> = {
    '@context': JSON_LD_CONTEXT,
    '@id': `${trimBase(base)}${paths.trainingResource(resource.slug)}`,
    name: resource.title,
    description,
    keywords: resource.keywords.join(', ') || resource.type,
    url: resource.url,
    ...(teaches.length > 0 ? { teaches } : {}),
  };
  const audience = htmlToText(resource.targetAudience);
  if (audience) common.audience = { '@type': 'Audience', audienceType: audience };
  if (!isEvent(resource)) {
    return {
      ...common,
      '@type': 'LearningResource',
      'dct:conformsTo': { '@id': BIOSCHEMAS_PROFILES.TrainingMaterial },
      ...(organisers ? { author: { '@type': 'Organization', name: organisers } } : {}),
    };
  }
  const course: Record<string, unknown> = {
    ...common,
    '@type': 'Course',
    'dct:conformsTo': { '@id': BIOSCHEMAS_PROFILES.Course },
    ...(organisers ? { provider: { '@type': 'Organization', name: organisers } } : {}),
  };
  if (!resource.startDate) return course;
  const mode = courseMode(resource);
  const place = htmlToText(resource.location);
  const location =
    mode === 'online'
      ? { '@type': 'VirtualLocation', url: resource.url }
      : place
        ? { '@type': 'Place', name: place }
        : null;
  const instance: Record<string, unknown> = {
    '@type': 'CourseInstance',
    'dct:conformsTo': { '@id': BIOSCHEMAS_PROFILES.CourseInstance },
    courseMode: mode,
    startDate: resource.startDate,
    endDate: resource.endDate ?? resource.startDate,
    ...(location ? { location } : {}),
  };
  return { ...course, hasCourseInstance: [instance] };
}
