/**
 * The server's client of the ELIXIR training portal (TeSS) JSON:API (docs/features/training.md §4; the project's TeSS
 * fixtures README §1-§5): `Accept: application/vnd.api+json` exactly (anything else gets HTML), a time-out
 * per request, `links.next` followed until it is missing, and every answer checked with Zod. Only the
 * origin of TESS_URL is ever asked: a `links.next` or a redirect to another host is a failure, and an answer
 * larger than `maxBytes` is cut off and a failure (ADR 0039: a 300 MB answer took the server to 1.8 GB).
 * Any failure
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
  /** Largest answer read, in bytes (default {@link MAX_TESS_ANSWER_BYTES}). */
  maxBytes?: number;
}

/** Largest TeSS answer read by default: a page of 5,000 materials is well under it. */
export const MAX_TESS_ANSWER_BYTES = 32 * 1024 * 1024;
/** Most redirects followed (same origin only) for one request. */
const MAX_REDIRECTS = 3;

/** Most pages followed for one list (a guard against a `links.next` loop). */
const MAX_PAGES = 50;

export const tessItemSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  type: z.string(),
  attributes: z.record(z.string(), z.unknown()),
  /** Kept for `content-provider` (who offers a found item). */
  relationships: z.record(z.string(), z.unknown()).optional(),
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
 * @throws AppError TESS_UNAVAILABLE (502) also for another origin (link or redirect) and an answer over
 *   `maxBytes`; NOT_FOUND when TeSS answers 404
 */
async function getDocument(options: TessOptions, pathOrUrl: string): Promise<unknown> {
  const base = options.baseUrl.replace(/\/+$/, '');
  const origin = new URL(base).origin;
  let url = /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${base}${pathOrUrl}`;
  let response: Response | undefined;
  for (let hop = 0; ; hop++) {
    if (new URL(url).origin !== origin) throw unavailable(`GET ${url}: not on ${origin}`);
    try {
      response = await fetch(url, {
        headers: { Accept: 'application/vnd.api+json' },
        signal: AbortSignal.timeout(options.timeoutMs),
        redirect: 'manual',
      });
    } catch (error) {
      throw unavailable(`GET ${url}: ${error instanceof Error ? error.message : String(error)}`);
    }
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) break;
    await response.body?.cancel().catch(() => undefined);
    if (hop >= MAX_REDIRECTS) throw unavailable(`GET ${url}: too many redirects`);
    url = new URL(location, url).toString();
  }
  const text = await readLimited(response, options.maxBytes ?? MAX_TESS_ANSWER_BYTES).catch(
    (error: Error) => {
      throw unavailable(`GET ${url}: ${error.message}`);
    },
  );
  if (response.status === 404) throw new AppError('NOT_FOUND', 'TeSS has no such item');
  if (!response.ok) throw unavailable(`GET ${url}: HTTP ${response.status}`);
  try {
    return JSON.parse(text);
  } catch {
    throw unavailable(`GET ${url}: the answer is not JSON`);
  }
}

/** Reads a body as UTF-8 text, stopping (and failing) past `maxBytes`. */
async function readLimited(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new Error(`the answer is larger than ${maxBytes} bytes`);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new Error(`the answer is larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
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

/**
 * One page of a full-text search (`q`) of TeSS's materials or upcoming events (TeSS leaves out events that
 * have ended unless `include_expired` is asked for), in TeSS's order (docs/features/profiles.md §6).
 * @param pageSize items asked for (the first page only)
 * @throws AppError TESS_UNAVAILABLE
 */
export async function searchItems(
  options: TessOptions,
  category: 'event' | 'material',
  query: string,
  pageSize: number,
): Promise<TessItem[]> {
  const params = new URLSearchParams({ q: query, page_size: String(pageSize) });
  const path = `/${category === 'event' ? 'events' : 'materials'}?${params.toString()}`;
  const parsed = listSchema.safeParse(await getDocument(options, path));
  if (!parsed.success) throw unavailable(`GET ${path}: not a JSON:API list`);
  return parsed.data.data;
}

/** The providers' ids → titles (for naming the provider of a found item). @throws AppError TESS_UNAVAILABLE */
export async function fetchProviderTitles(options: TessOptions): Promise<Map<string, string>> {
  const items = await fetchContentProviders(options);
  return new Map(
    items.flatMap((p) =>
      typeof p.attributes.title === 'string' ? [[p.id, p.attributes.title] as const] : [],
    ),
  );
}
