/**
 * Pure rules of the training screens: whether a resource is an event, and its Bioschemas JSON-LD
 * (issue #8 §2: TrainingMaterial for materials; Course with a CourseInstance for events, as TeSS emits).
 */
import type { TrainingResource } from '@hub/domain';

/** Bioschemas profiles the JSON-LD conforms to (`dct:conformsTo`). */
export const BIOSCHEMAS_PROFILES = {
  TrainingMaterial: 'https://bioschemas.org/profiles/TrainingMaterial/1.0-RELEASE',
  Course: 'https://bioschemas.org/profiles/Course/1.0-RELEASE',
  CourseInstance: 'https://bioschemas.org/profiles/CourseInstance/1.0-RELEASE',
} as const;

/** The minimum properties of each profile that the JSON-LD always carries (checked by the unit test). */
export const BIOSCHEMAS_MINIMUM = {
  TrainingMaterial: ['@context', '@type', 'dct:conformsTo', 'name', 'description', 'keywords', 'url'],
  Course: [
    '@context',
    '@type',
    'dct:conformsTo',
    'name',
    'description',
    'keywords',
    'url',
    'hasCourseInstance',
  ],
  CourseInstance: ['@type', 'dct:conformsTo', 'courseMode', 'location'],
} as const;

/** True when the resource is an event (imported as a TeSS event, or dated), false for a material. */
export function isEvent(resource: Pick<TrainingResource, 'tess' | 'startDate'>): boolean {
  if (resource.tess) return resource.tess.category === 'event';
  return resource.startDate !== null;
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

/**
 * The Bioschemas JSON-LD object of a training resource page.
 * - A material: `TrainingMaterial` with name, description (plain text; the title and type when the
 *   resource has none), keywords, url (the resource's own address), `@id` (this page) and, where known,
 *   the organisers as `author`/`provider`.
 * - An event: `Course` with the same properties and one `hasCourseInstance` (`CourseInstance`: courseMode
 *   'online' or 'onsite', location (a `VirtualLocation` for online events), startDate and endDate).
 * @param resource the resource as the API returns it
 * @param pageUrl absolute address of the resource page
 */
export function trainingJsonLd(resource: TrainingResource, pageUrl: string): Record<string, unknown> {
  const description =
    htmlToText(resource.description) || `${resource.title} (${resource.type} training resource)`;
  const organisers = htmlToText(resource.organisers);
  const base: Record<string, unknown> = {
    '@context': 'https://schema.org/',
    '@id': pageUrl,
    name: resource.title,
    description,
    keywords: resource.keywords.join(', ') || resource.type,
    url: resource.url,
  };
  const audience = htmlToText(resource.targetAudience);
  if (audience) base.audience = { '@type': 'Audience', audienceType: audience };
  if (!isEvent(resource)) {
    return {
      ...base,
      '@type': 'TrainingMaterial',
      'dct:conformsTo': { '@id': BIOSCHEMAS_PROFILES.TrainingMaterial },
      ...(organisers ? { author: { '@type': 'Organization', name: organisers } } : {}),
    };
  }
  const online = resource.location.trim() === '' || resource.type === 'Online' || resource.type === 'Webinar';
  const instance: Record<string, unknown> = {
    '@type': 'CourseInstance',
    'dct:conformsTo': { '@id': BIOSCHEMAS_PROFILES.CourseInstance },
    courseMode: online ? 'online' : 'onsite',
    location: online
      ? { '@type': 'VirtualLocation', url: resource.url }
      : { '@type': 'Place', name: htmlToText(resource.location) },
  };
  if (resource.startDate) instance.startDate = resource.startDate;
  if (resource.endDate) instance.endDate = resource.endDate;
  return {
    ...base,
    '@type': 'Course',
    'dct:conformsTo': { '@id': BIOSCHEMAS_PROFILES.Course },
    ...(organisers ? { provider: { '@type': 'Organization', name: organisers } } : {}),
    hasCourseInstance: [instance],
  };
}
