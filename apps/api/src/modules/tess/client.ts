/**
 * The server's client of the ELIXIR training portal (TeSS) JSON:API (issue #8 §3; the project's TeSS
 * fixtures README §1-§5): `Accept: application/vnd.api+json` exactly (anything else gets HTML), a time-out
 * per request, `links.next` followed until it is missing, and every answer checked with Zod. Any failure
 * (network, time-out, HTTP error, invalid JSON, unexpected shape) is one 502 `tess_unavailable` with a
 * clear message; the browser never talks to TeSS.
 */
import { TRAINING_MESSAGES } from '@hub/domain';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';

/** Where TeSS is and how long to wait for one answer. */
export interface TessOptions {
  baseUrl: string;
  timeoutMs: number;
  /** Items asked for per page of a provider's list (TeSS's importers ask 5000; tests ask fewer to page). */
  pageSize?: number;
}

/** Most pages followed for one list (a guard against a `links.next` loop). */
const MAX_PAGES = 50;

export const tessItemSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  type: z.string(),
  attributes: z.record(z.string(), z.unknown()),
});
export type TessItem = z.infer<typeof tessItemSchema>;

const listSchema = z.object({
  data: z.array(tessItemSchema),
  links: z.object({ next: z.string().optional() }).partial().optional(),
});
const oneSchema = z.object({ data: tessItemSchema });

/** The 502 of every TeSS failure; `detail` goes to the log, not to the user. */
function unavailable(detail: string): AppError {
  const error = new AppError('TESS_UNAVAILABLE', TRAINING_MESSAGES.tessUnavailable);
  error.cause = detail;
  return error;
}

/**
 * GETs one JSON:API document.
 * @param pathOrUrl a path (`/events?…`) or an absolute URL on the same TeSS (from `links.next`)
 * @throws AppError TESS_UNAVAILABLE (502); NOT_FOUND when TeSS answers 404
 */
async function getDocument(options: TessOptions, pathOrUrl: string): Promise<unknown> {
  const base = options.baseUrl.replace(/\/+$/, '');
  const url = /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${base}${pathOrUrl}`;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Accept: 'application/vnd.api+json' },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    throw unavailable(`GET ${url}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const text = await response.text().catch(() => '');
  if (response.status === 404) throw new AppError('NOT_FOUND', 'TeSS has no such item');
  if (!response.ok) throw unavailable(`GET ${url}: HTTP ${response.status}`);
  try {
    return JSON.parse(text);
  } catch {
    throw unavailable(`GET ${url}: the answer is not JSON`);
  }
}

/** GETs a list and every following page (`links.next`, relative to TeSS's base). */
async function getList(options: TessOptions, path: string): Promise<TessItem[]> {
  const items: TessItem[] = [];
  let next: string | undefined = path;
  for (let page = 0; next && page < MAX_PAGES; page++) {
    const parsed = listSchema.safeParse(await getDocument(options, next));
    if (!parsed.success) throw unavailable(`GET ${next}: not a JSON:API list`);
    items.push(...parsed.data.data);
    next = parsed.data.links?.next;
  }
  return items;
}

/** TeSS's content providers (`page_size=200&sort=asc`). @throws AppError TESS_UNAVAILABLE */
export function fetchContentProviders(options: TessOptions): Promise<TessItem[]> {
  return getList(options, '/content_providers?page_size=200&sort=asc');
}

/**
 * A provider's events (newest first, expired ones included) or materials.
 * @param provider the provider's exact title (TeSS filters by title)
 * @throws AppError TESS_UNAVAILABLE
 */
export function fetchProviderItems(
  options: TessOptions,
  provider: string,
  category: 'event' | 'material',
): Promise<TessItem[]> {
  const params = new URLSearchParams({
    content_provider: provider,
    page_size: String(options.pageSize ?? 5000),
  });
  if (category === 'event') {
    params.set('sort', 'late');
    params.set('include_expired', 'true');
  }
  return getList(options, `/${category === 'event' ? 'events' : 'materials'}?${params.toString()}`);
}

/**
 * One event or material.
 * @throws AppError NOT_FOUND (unknown item), TESS_UNAVAILABLE
 */
export async function fetchItem(
  options: TessOptions,
  category: 'event' | 'material',
  id: string,
): Promise<TessItem> {
  const parsed = oneSchema.safeParse(
    await getDocument(options, `/${category === 'event' ? 'events' : 'materials'}/${encodeURIComponent(id)}`),
  );
  if (!parsed.success) throw unavailable(`item ${category} ${id}: not a JSON:API document`);
  return parsed.data.data;
}
