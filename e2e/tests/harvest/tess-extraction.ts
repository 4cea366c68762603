/**
 * TeSS's reading of a page's JSON-LD, replayed for the harvester test: the rules of
 * ElixirTeSS/TeSS_RDF_Extractors (EventExtractor on `Event`, CourseExtractor on a `Course` with a
 * `hasCourseInstance` whose instance's values override the course's, CourseInstanceExtractor on
 * `CourseInstance`, LearningResourceExtractor on `LearningResource`; title, url (else the node's IRI) and
 * description; `teaches` names and IRIs as learning objectives; a location read from text, a named
 * `VirtualLocation` (online), or a `Place`/`PostalAddress` with an address) and of TeSS's
 * `bioschemas_ingestor.rb` (events from the three event extractors de-duplicated by url, keeping the one with
 * the most values, per page and again over every page of the source, so two pages with one url are one TeSS
 * resource). It reads our own compact JSON-LD only (no RDF processing), which is all the test needs.
 * Also the required properties of the Bioschemas 1.0-RELEASE profiles TrainingMaterial, Course and
 * CourseInstance.
 */
type Json = Record<string, unknown>;

/** What TeSS keeps of one extracted resource (the fields the test checks). */
export interface TessItem {
  title?: string;
  url?: string;
  description?: string;
  start?: string;
  end?: string;
  venue?: string;
  online?: boolean;
  learningObjectives: string[];
}

const types = (node: Json): string[] => ([] as unknown[]).concat(node['@type'] ?? []).map(String);
const list = (value: unknown): unknown[] => ([] as unknown[]).concat(value ?? []);
const text = (value: unknown): string | undefined => {
  const first = list(value)[0];
  return typeof first === 'string' && first.trim() !== '' ? first.trim() : undefined;
};

/** Every node of a JSON-LD value, nested ones included. */
function allNodes(value: unknown, found: Json[] = []): Json[] {
  if (Array.isArray(value)) for (const v of value) allNodes(v, found);
  else if (value && typeof value === 'object') {
    found.push(value as Json);
    for (const v of Object.values(value)) allNodes(v, found);
  }
  return found;
}

/** `teaches` as TeSS reads it: each object's name, and each value that is text or an IRI (an `@id`). */
function learningObjectives(node: Json): string[] {
  const out = new Set<string>();
  for (const value of list(node.teaches)) {
    if (typeof value === 'string') out.add(value);
    else if (value && typeof value === 'object') {
      const object = value as Json;
      if (typeof object.name === 'string') out.add(object.name);
      if (typeof object['@id'] === 'string') out.add(object['@id']);
    }
  }
  return [...out];
}

/** The location TeSS reads: text, a named VirtualLocation (online), a Place or PostalAddress with an address. */
function location(node: Json): { venue?: string; online?: boolean } {
  let venue: string | undefined;
  let online: boolean | undefined;
  for (const value of list(node.location)) {
    if (typeof value === 'string') venue ??= text(value);
    else if (value && typeof value === 'object') {
      const place = value as Json;
      if (types(place).includes('VirtualLocation') && typeof place.name === 'string') online = true;
      const address = place.address as Json | undefined;
      if (types(place).includes('PostalAddress')) venue ??= text(place.name) ?? text(place.streetAddress);
      else if (address && typeof address === 'object' && types(address).includes('PostalAddress')) {
        venue ??= text(place.name) ?? text(address.streetAddress) ?? text(address.addressLocality);
      }
    }
  }
  return { venue, online };
}

/** The common and event fields of one node (EventExtractor). */
function eventParams(node: Json): TessItem {
  const modes = list(node.courseMode).map(String);
  const { venue, online } = location(node);
  return {
    title: text(node.name),
    url: text(node.url) ?? (typeof node['@id'] === 'string' ? node['@id'] : undefined),
    description: text(node.description),
    start: text(node.startDate),
    end: text(node.endDate),
    venue,
    online: online || (modes.length > 0 ? modes.some((m) => /online/i.test(m)) : undefined),
    learningObjectives: learningObjectives(node),
  };
}

/** Values TeSS counts when it keeps one of two resources with the same url. */
const score = (item: TessItem) =>
  Object.values(item).filter((v) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0))
    .length;

/** Keeps one resource per url: the one with the most values (the ingestor's `deduplicate`). */
function deduplicate(items: TessItem[]): TessItem[] {
  const byUrl = new Map<string | undefined, TessItem>();
  for (const item of items) {
    const kept = byUrl.get(item.url);
    if (!kept || score(item) > score(kept)) byUrl.set(item.url, item);
  }
  return [...byUrl.values()];
}

/** The materials and events TeSS's Bioschemas ingestor takes from one page's JSON-LD. */
export function tessExtract(jsonLd: Json[]): { materials: TessItem[]; events: TessItem[] } {
  const nodes = allNodes(jsonLd);
  const events: TessItem[] = [];
  const materials: TessItem[] = [];
  for (const node of nodes) {
    const kind = types(node);
    if (kind.includes('Event')) events.push(eventParams(node));
    if (kind.includes('Course')) {
      for (const instance of list(node.hasCourseInstance)) {
        if (!instance || typeof instance !== 'object') continue;
        const own = eventParams(instance as Json);
        const course = eventParams(node);
        const merged = { ...course };
        for (const [key, value] of Object.entries(own)) {
          if (value !== undefined && !(Array.isArray(value) && value.length === 0)) {
            (merged as Record<string, unknown>)[key] = value;
          }
        }
        events.push(merged);
      }
    }
    if (kind.includes('CourseInstance')) events.push(eventParams(node));
    if (kind.includes('LearningResource')) {
      materials.push({
        title: text(node.name),
        url: text(node.url) ?? (typeof node['@id'] === 'string' ? node['@id'] : undefined),
        description: text(node.description),
        learningObjectives: learningObjectives(node),
      });
    }
  }
  return { materials: deduplicate(materials), events: deduplicate(events) };
}

/**
 * What TeSS keeps of a whole sitemap source: each page's extraction, then events and materials de-duplicated
 * by url over every page (the ingestor's `deduplicate(provider_events)` and `provider_materials`).
 */
export function tessHarvest(pages: Json[][]): { materials: TessItem[]; events: TessItem[] } {
  const extracted = pages.map((nodes) => tessExtract(nodes));
  return {
    materials: deduplicate(extracted.flatMap((page) => page.materials)),
    events: deduplicate(extracted.flatMap((page) => page.events)),
  };
}

/** Required ('minimum') properties of the Bioschemas 1.0-RELEASE profiles the pages conform to. */
export const PROFILE_REQUIRED: Record<string, string[]> = {
  TrainingMaterial: ['@context', '@type', 'dct:conformsTo', 'description', 'keywords', 'name', 'url'],
  Course: [
    '@context',
    '@type',
    'dct:conformsTo',
    'description',
    'hasCourseInstance',
    'keywords',
    'name',
    'url',
  ],
  CourseInstance: ['@type', 'dct:conformsTo', 'courseMode', 'location', 'startDate'],
};

const present = (value: unknown) =>
  value !== undefined &&
  value !== null &&
  !(typeof value === 'string' && value.trim() === '') &&
  !(Array.isArray(value) && value.length === 0);

/** Problems of a page's top node (and its instances) against the profiles it names in `dct:conformsTo`. */
export function profileProblems(node: Json): string[] {
  const problems: string[] = [];
  for (const each of allNodes(node)) {
    const conforms = JSON.stringify(each['dct:conformsTo'] ?? '');
    const profile = Object.keys(PROFILE_REQUIRED).find((p) =>
      new RegExp(`bioschemas\\.org/profiles/${p}/`).test(conforms),
    );
    if (!profile) continue;
    for (const key of PROFILE_REQUIRED[profile] ?? []) {
      if (!present(each[key])) problems.push(`${profile} without ${key}`);
    }
    for (const term of list(each.teaches)) {
      const set = (term as Json | undefined)?.inDefinedTermSet;
      if (set !== undefined && (typeof set !== 'object' || set === null)) {
        problems.push(`${profile}: teaches names its DefinedTermSet as ${typeof set}, not an object`);
      }
    }
  }
  return problems;
}
