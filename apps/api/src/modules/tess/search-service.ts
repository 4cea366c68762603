/**
 * Training found in TeSS for the comparison summary's gaps (docs/features/profiles.md §6; ADR 0025). For each competency
 * that needs improvement and has fewer than three current mapped resources, TeSS is searched (materials and
 * upcoming events) with the competency's search words; results are kept per competency and query for a
 * day (failures are not kept). TeSS slow, failing or unreachable makes that competency `unavailable`; after
 * the first failure the rest of the request is not searched (one wait, not one per competency).
 */
import {
  expectedDifficulty,
  orderByDifficultyFit,
  TESS_DIFFICULTY_LEVELS,
  type TessDifficultyLevel,
  type TessFoundItem,
  type TessSearch,
  type TessSearchRequest,
  TRAINING_FOR_GAP_LIMIT,
} from '@hub/domain';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.js';
import { getVersionContent } from '../frameworks/index.js';
import { isCurrent, trainingForCompetencies } from '../training/index.js';
import { fetchProviderTitles, searchItems, type TessItem, type TessOptions } from './client.js';
import { calendarDate } from './convert.js';
import { competencySearchQuery } from './search-query.js';

/** Items asked of TeSS per category and shown per competency. */
const PAGE_SIZE = 10;
const SHOWN = 5;
/** Searches run at once. */
const CONCURRENCY = 4;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Found items per `${baseUrl} ${uuid} ${query}` for a day. */
const cache = new LRUCache<string, TessFoundItem[]>({ max: 2000, ttl: DAY_MS });
/** Provider titles per TeSS base URL for a day. */
const providerCache = new LRUCache<string, Map<string, string>>({ max: 10, ttl: DAY_MS });

/** Empties the caches (tests). */
export function clearTessSearchCache(): void {
  cache.clear();
  providerCache.clear();
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The TeSS difficulty of an item, or null (`notspecified`, absent). */
function difficultyOf(item: TessItem): TessDifficultyLevel | null {
  const value = text(item.attributes['difficulty-level']);
  return (TESS_DIFFICULTY_LEVELS as readonly string[]).includes(value)
    ? (value as TessDifficultyLevel)
    : null;
}

/** The provider id of an item, or null. */
function providerIdOf(item: TessItem): string | null {
  const rel = item.relationships?.['content-provider'] as { data?: { id?: unknown } | null } | undefined;
  return rel?.data && typeof rel.data.id === 'string' ? rel.data.id : null;
}

/** An item as the summary shows it. */
function present(
  item: TessItem,
  category: 'event' | 'material',
  providers: Map<string, string>,
  base: string,
): TessFoundItem {
  const a = item.attributes;
  const kinds = (category === 'material' ? a['resource-type'] : a['event-types']) as unknown;
  const kind = Array.isArray(kinds) ? kinds.filter((k): k is string => typeof k === 'string')[0] : undefined;
  const label = category === 'material' ? 'Material' : 'Event';
  const providerId = providerIdOf(item);
  const provider = (providerId && providers.get(providerId)) || text(a.organizer) || null;
  const slug = text(a.slug) || item.id;
  return {
    category,
    title: text(a.title) || `(untitled ${item.id})`,
    url:
      text(a.url) || `${base}/${category === 'event' ? 'events' : 'materials'}/${encodeURIComponent(slug)}`,
    type: kind ? `${label}: ${kind.replace(/_/g, ' ')}` : label,
    provider,
    startDate: category === 'event' ? calendarDate(a.start) : null,
    endDate: category === 'event' ? calendarDate(a.end) : null,
    difficultyLevel: difficultyOf(item),
  };
}

/** Searches TeSS for one query (materials, then upcoming events). @throws AppError TESS_UNAVAILABLE */
async function search(tess: TessOptions, query: string): Promise<TessFoundItem[]> {
  const base = tess.baseUrl.replace(/\/+$/, '');
  let providers = providerCache.get(base);
  const [materials, events, fetchedProviders] = await Promise.all([
    searchItems(tess, 'material', query, PAGE_SIZE),
    searchItems(tess, 'event', query, PAGE_SIZE),
    providers ? Promise.resolve(providers) : fetchProviderTitles(tess),
  ]);
  if (!providers) {
    providers = fetchedProviders;
    providerCache.set(base, providers);
  }
  const found = providers;
  return [
    ...materials.map((i) => present(i, 'material', found, base)),
    ...events.map((i) => present(i, 'event', found, base)),
  ];
}

/** TeSS's own search page for a query. */
export function tessSearchUrl(tess: TessOptions, query: string): string {
  return `${tess.baseUrl.replace(/\/+$/, '')}/search?${new URLSearchParams({ q: query }).toString()}`;
}

/**
 * `POST /api/v1/training-resources/tess-search`.
 * @param today calendar date deciding which mapped resources are current (default today, UTC)
 * @throws AppError NOT_FOUND for an unknown framework or version (never for TeSS failures)
 */
export async function searchTessForGaps(
  db: Db,
  tess: TessOptions,
  request: TessSearchRequest,
  today = new Date().toISOString().slice(0, 10),
): Promise<TessSearch> {
  const content = await getVersionContent(db, request.framework, request.version);
  const highest = Math.max(0, ...content.expertiseLevels.map((l) => l.ratingLevel));
  const competencies = new Map(
    [...content.domains, ...content.coreDomains].flatMap((d) =>
      d.competencies.filter((c) => !c.archived).map((c) => [c.uuid.toLowerCase(), c] as const),
    ),
  );
  const asked = request.competencies.filter((c) => competencies.has(c.uuid.toLowerCase()));
  const mapped = await trainingForCompetencies(db, {
    framework: request.framework,
    competencyUuids: asked.map((c) => c.uuid),
  });
  const currentCount = new Map(
    mapped.map((m) => [m.competencyUuid, m.resources.filter((r) => isCurrent(r, today)).length]),
  );
  let tessDown = false;
  const results: TessSearch['competencies'] = new Array(asked.length);
  let next = 0;
  const worker = async () => {
    while (next < asked.length) {
      const index = next++;
      const ask = asked[index] as (typeof asked)[number];
      const uuid = ask.uuid.toLowerCase();
      const competency = competencies.get(uuid);
      const expected = expectedDifficulty(ask.expectedRating, highest);
      const base = { competencyUuid: uuid, expectedDifficulty: expected };
      if (!competency || (currentCount.get(uuid) ?? 0) >= TRAINING_FOR_GAP_LIMIT) {
        results[index] = { ...base, status: 'not-needed', query: '', searchUrl: '', items: [] };
        continue;
      }
      const query = competencySearchQuery(
        competency.title,
        competency.attributes.filter((a) => !a.archived).map((a) => a.title),
      );
      const searchUrl = query ? tessSearchUrl(tess, query) : '';
      const key = `${tess.baseUrl} ${uuid} ${query}`;
      let items = query ? cache.get(key) : [];
      if (!items && !tessDown) {
        try {
          items = await search(tess, query);
          cache.set(key, items);
        } catch {
          tessDown = true;
        }
      }
      results[index] = items
        ? {
            ...base,
            status: 'found',
            query,
            searchUrl,
            items: orderByDifficultyFit(items, expected).slice(0, SHOWN),
          }
        : { ...base, status: 'unavailable', query, searchUrl, items: [] };
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, asked.length) }, worker));
  return { competencies: results };
}
