/**
 * Pure rules of the training screens: whether a resource is an event, and its Bioschemas JSON-LD (docs/features/training.md §1,
 * docs/features/browsing.md §12): schema.org `LearningResource` conforming to the Bioschemas TrainingMaterial profile for
 * materials and undated events; `Course` with a `CourseInstance` for dated events, as TeSS's extractors read
 * them (ElixirTeSS/TeSS_RDF_Extractors: a Course counts only with a CourseInstance; ADR 0043).
 */
import { type TrainingResource, trimBase, versionPublicId } from '@hub/domain';
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
  CourseInstance: ['@type', 'dct:conformsTo', 'courseMode', 'startDate', 'location', 'url'],
} as const;

/**
 * The `location` of a face-to-face event whose source names no place (the shipped dated events): said as
 * text rather than left out, since the CourseInstance profile requires a location; never a guessed place.
 */
export const LOCATION_NOT_STATED = "Not stated by the source: see the event's own page";

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
 * The competencies a resource is mapped to, as `DefinedTerm`s for `teaches`: name, code, the competency
 * page's address as `url`, and the framework version as a `DefinedTermSet` object (its stable `@id` and
 * name), as the release profiles ask. The term itself has no `@id`: TeSS reads every IRI under `teaches`
 * as one more learning objective, so the competency's identity is its page's `url`.
 */
export function taughtCompetencies(resource: TrainingResource, base: string): Record<string, unknown>[] {
  return resource.mappings.flatMap((fw) =>
    fw.domains.flatMap((d) =>
      d.competencies.map((c) => ({
        '@type': 'DefinedTerm',
        name: c.title,
        ...(c.code ? { termCode: c.code } : {}),
        url: `${trimBase(base)}${paths.competencyDetails(c.framework, c.version, c.competencyId)}`,
        inDefinedTermSet: {
          '@type': 'DefinedTermSet',
          '@id': versionPublicId(base, c.versionUuid),
          name: `${fw.frameworkTitle} ${c.version}`,
        },
      })),
    ),
  );
}

/**
 * The Bioschemas JSON-LD object of a training resource page.
 * - A material: `LearningResource` conforming to the TrainingMaterial profile, with name, description (plain
 *   text; the title and type when the resource has none), keywords, `@id` and `url` (this page: resources of
 *   the source share a provider's overview address, and TeSS keeps one resource per `url`, ADR 0067), the
 *   provider's address as `sameAs`, `teaches` (every mapped competency) and, where known, the organisers as
 *   `author`.
 * - A dated event: `Course` with the same properties and the organisers as `provider`, and one
 *   `hasCourseInstance` (`CourseInstance`: courseMode from the type, startDate, endDate, the same `url` (this
 *   page), so that TeSS merges it with the course, and `location`: a `VirtualLocation` named 'Online' for an online
 *   event, else the place as text, or {@link LOCATION_NOT_STATED} when the source names none).
 * - An undated event (a face-to-face course or webinar without dates): a `LearningResource` like a material,
 *   since TeSS reads a `Course` only with a `CourseInstance`, and an instance needs dates.
 * @param resource the resource as the API returns it
 * @param base the hub's canonical base URL (`PUBLIC_URL`)
 */
export function trainingJsonLd(resource: TrainingResource, base: string): Record<string, unknown> {
  const description =
    htmlToText(resource.description) || `${resource.title} (${resource.type} training resource)`;
  const organisers = htmlToText(resource.organisers);
  const teaches = taughtCompetencies(resource, base);
  const page = `${trimBase(base)}${paths.trainingResource(resource.slug)}`;
  const provider = resource.url.trim();
  const common: Record<string, unknown> = {
    '@context': JSON_LD_CONTEXT,
    '@id': page,
    name: resource.title,
    description,
    keywords: resource.keywords.join(', ') || resource.type,
    url: page,
    ...(provider && provider !== page ? { sameAs: provider } : {}),
    ...(teaches.length > 0 ? { teaches } : {}),
  };
  const audience = htmlToText(resource.targetAudience);
  if (audience) common.audience = { '@type': 'Audience', audienceType: audience };
  if (!isEvent(resource) || !resource.startDate) {
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
  const mode = courseMode(resource);
  const place = htmlToText(resource.location);
  // TeSS reads a VirtualLocation only with a name, and a Place only with a PostalAddress: text it reads as is.
  const location =
    mode === 'online'
      ? { '@type': 'VirtualLocation', name: 'Online', url: provider || page }
      : place || LOCATION_NOT_STATED;
  const instance: Record<string, unknown> = {
    '@type': 'CourseInstance',
    'dct:conformsTo': { '@id': BIOSCHEMAS_PROFILES.CourseInstance },
    url: page,
    courseMode: mode,
    startDate: resource.startDate,
    endDate: resource.endDate ?? resource.startDate,
    location,
  };
  return { ...course, hasCourseInstance: [instance] };
}
