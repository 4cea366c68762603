/**
 * A local stand-in for the ELIXIR training portal (TeSS) JSON:API, serving the fixtures of `fixtures/`
 * (copied from the project's shared data; provenance and licences in `fixtures/README.md`) as that README's
 * §6 describes, so tests and offline installations can import from "TeSS" (docs/features/training.md §4).
 *
 * Routes (JSON:API only when `Accept: application/vnd.api+json`, else 406 like a browser-only answer):
 * - `GET /content_providers` → every provider.
 * - `GET /events?content_provider=<title>` and `GET /materials?content_provider=<title>` (also
 *   `content_provider[]`) → that provider's items, `meta.results-count`, paged by `page_size`/`page_number`
 *   with `links.next`; an unknown title gives `data: []`. Events are sorted by `start` descending.
 * - `GET /events?q=<words>` and `GET /materials?q=<words>` (no provider) → a stand-in for TeSS's full-text
 *   search: items whose title, description or keywords hold any of the words, most matched first.
 * - Events whose end has passed are left out unless `include_expired=true` (as TeSS does; every fixture
 *   event is in the past, so a search finds materials only).
 * - `GET /events/<id>` and `GET /materials/<id>` → `{data: item}`; 404 `{"error":{"message","code"}}`.
 * Fault modes for tests, as a path prefix: `/fail-500/…` (HTTP 500), `/garbage/…` (200 with invalid JSON),
 * `/hang/…` (never answers), `/huge/…` (200 with an endless body), `/offsite-next/…` (a list whose
 * `links.next` points at another host), `/redirect-offsite/…` (302 to another host) and
 * `/redirect-here/…` (302 to the same path on this stand-in).
 *
 * Run: `npm run tess:stub` (PORT, default 3199). In tests: `startTessStub({ port: 0 })`.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const JSON_API = 'application/vnd.api+json';

interface Item {
  id: string;
  type: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data: { id: string } | null | unknown[] }>;
}
interface Document {
  data: Item[];
  meta?: Record<string, unknown>;
  links?: Record<string, string>;
}

const load = (name: string): Document =>
  JSON.parse(readFileSync(path.join(FIXTURES, name), 'utf8')) as Document;

/** The provider id of an item (null when it has none). */
function providerOf(item: Item): string | null {
  const rel = item.relationships?.['content-provider']?.data;
  return rel && !Array.isArray(rel) ? rel.id : null;
}

/**
 * A stand-in for TeSS's full-text search (`q`): items whose title, description or keywords hold any of the
 * query's words (case-insensitive, whole words), most words matched first, then in fixture order.
 */
function search(items: Item[], query: string): Item[] {
  const words = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}-]+/u)
    .filter((w) => w.length > 0);
  if (words.length === 0) return items;
  return items
    .map((item, index) => {
      const a = item.attributes;
      const haystack = new Set(
        [a.title, a.description, ...(Array.isArray(a.keywords) ? a.keywords : [])]
          .filter((v): v is string => typeof v === 'string')
          .join(' ')
          .toLowerCase()
          .split(/[^\p{L}\p{N}-]+/u),
      );
      return { item, index, score: words.filter((w) => haystack.has(w)).length };
    })
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((x) => x.item);
}

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  type = `${JSON_API}; charset=utf-8`,
): undefined {
  res.writeHead(status, { 'Content-Type': type });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

/** Writes `{"data":[` and then padding for ever (until the client goes away). */
function endless(res: ServerResponse): undefined {
  res.writeHead(200, { 'Content-Type': `${JSON_API}; charset=utf-8` });
  const chunk = ' '.repeat(64 * 1024);
  res.write('{"data":[');
  const pump = () => {
    while (!res.destroyed && res.write(chunk)) {
      // keep writing until the socket's buffer is full
    }
    if (!res.destroyed) res.once('drain', pump);
  };
  pump();
  return undefined;
}

/** Handles one request (see the module comment). */
function handle(req: IncomingMessage, res: ServerResponse, docs: Record<string, Document>): undefined {
  const url = new URL(req.url ?? '/', 'http://stub.invalid');
  let pathname = url.pathname;
  const mode = /^\/(fail-500|garbage|hang|huge|offsite-next|redirect-offsite|redirect-here)(\/.*)$/.exec(
    pathname,
  );
  if (mode) {
    if (mode[1] === 'hang') return; // never answers: the client's time-out must fire
    if (mode[1] === 'huge') return endless(res);
    if (mode[1] === 'offsite-next') {
      return send(res, 200, { data: [], links: { next: 'http://elsewhere.invalid/events?page_number=2' } });
    }
    if (mode[1] === 'redirect-offsite' || mode[1] === 'redirect-here') {
      const target = mode[1] === 'redirect-here' ? `${mode[2]}${url.search}` : 'http://elsewhere.invalid/';
      res.writeHead(302, { Location: target });
      res.end();
      return;
    }
    if (mode[1] === 'fail-500')
      return send(res, 500, { error: { message: 'Internal Server Error', code: 500 } });
    return send(res, 200, '{"data": [ this is not JSON');
  }
  pathname = pathname.replace(/\.json_api$/, '').replace(/\/+$/, '');
  if (req.headers.accept !== JSON_API && !url.pathname.endsWith('.json_api')) {
    return send(
      res,
      406,
      '<html><body>TeSS stand-in: ask for application/vnd.api+json</body></html>',
      'text/html',
    );
  }
  const providers = docs.content_providers as Document;
  const [, collection, id] = pathname.split('/');
  if (collection === 'content_providers' && !id) return send(res, 200, providers);
  if ((collection === 'events' || collection === 'materials') && docs[collection]) {
    const doc = docs[collection] as Document;
    if (id) {
      const item = doc.data.find((i) => i.id === id);
      return item
        ? send(res, 200, { data: item })
        : send(res, 404, { error: { message: 'The requested resource could not be found.', code: 404 } });
    }
    const title = url.searchParams.get('content_provider') ?? url.searchParams.get('content_provider[]');
    const query = url.searchParams.get('q');
    const provider = providers.data.find((p) => p.attributes.title === title);
    let items =
      query !== null && title === null
        ? search(doc.data, query)
        : provider
          ? doc.data.filter((i) => providerOf(i) === provider.id)
          : [];
    if (collection === 'events' && url.searchParams.get('include_expired') !== 'true') {
      const now = new Date().toISOString();
      items = items.filter((i) => String(i.attributes.end ?? i.attributes.start ?? '') >= now);
    }
    if (collection === 'events') {
      items = [...items].sort((a, b) => String(b.attributes.start).localeCompare(String(a.attributes.start)));
    }
    const size = Number(url.searchParams.get('page_size') ?? url.searchParams.get('per_page') ?? 10) || 10;
    const page = Number(url.searchParams.get('page_number') ?? url.searchParams.get('page') ?? 1) || 1;
    const pages = Math.ceil(items.length / size);
    const links: Record<string, string> = { self: `${pathname}${url.search}` };
    if (page < pages) {
      const next = new URLSearchParams(url.searchParams);
      next.set('page_number', String(page + 1));
      links.next = `${pathname}?${next.toString()}`;
    }
    return send(res, 200, {
      data: items.slice((page - 1) * size, page * size),
      meta: {
        'results-count': items.length,
        facets: title ? { 'content-provider': [title] } : {},
        query: query ?? '',
      },
      links,
    });
  }
  return send(res, 404, { error: { message: 'The requested resource could not be found.', code: 404 } });
}

/**
 * Starts the stand-in.
 * @param port TCP port (0: any free port)
 * @returns its base URL (`http://127.0.0.1:<port>`) and a function that stops it
 */
export async function startTessStub({ port = 0 }: { port?: number } = {}): Promise<{
  url: string;
  close: () => Promise<void>;
}> {
  const docs = {
    content_providers: load('content_providers.json'),
    events: load('events.json'),
    materials: load('materials.json'),
  };
  const server = createServer((req, res) => handle(req, res, docs));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 3199);
  const stub = await startTessStub({ port });
  console.log(`TeSS stand-in serving ${FIXTURES} on ${stub.url}`);
}
