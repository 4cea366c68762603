/**
 * Security headers (docs/features/accounts-and-security.md §3, ADR 0017), computed once at start instead of per request.
 *
 * Pages and static files get Helmet's full set with the app's Content-Security-Policy (no inline scripts)
 * and a Permissions-Policy that turns the powerful browser features off.
 * API and CASE responses are JSON or images that no browser renders as a document, so they get the two
 * headers that matter for such answers (OWASP REST Security cheat sheet): `nosniff`, and a CSP that allows
 * nothing and no framing. HSTS and the referrer policy reach browsers with every page; a resource policy
 * would only get in the way of other sites reading the public API. Every header costs time on the hot
 * path of the public reads (measured with `npm run bench`), which is why the API set is short.
 *
 * Fingerprinted build files under `/assets/` (scripts, styles, fonts, images) are never rendered as a
 * document either: the document policies (CSP, Permissions-Policy, framing, opener, referrer) would only
 * add about 1.3 KB to each of the ~30 files a first visit loads (ADR 0027), so they get
 * `nosniff`, the resource policy and HSTS.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** The Helmet options of pages: the app's CSP (styles inline for Mantine, images from https). */
const PAGE_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/** The headers Helmet would set with `options`, computed once by running it against a recording response. */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as never, response as never, () => undefined);
  return headers;
}

/**
 * Browser features pages may use (ADR 0039): none of the powerful ones. The hub asks for no camera,
 * microphone, location, payment or device access, so a script injected some day could not either.
 */
export const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), browsing-topics=(), camera=(), display-capture=(), geolocation=(), ' +
  'gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), publickey-credentials-get=(), ' +
  'serial=(), usb=(), xr-spatial-tracking=()';

/** Headers of API and CASE responses (JSON, images). */
export const API_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};

/** True for the paths of the JSON APIs (`/api`, `/ims`). */
function isApiPath(url: string): boolean {
  return url.startsWith('/api/') || url.startsWith('/ims/') || url === '/api' || url.startsWith('/api?');
}

/** The headers of fingerprinted build files: those of `pageHeaders` that apply to a non-document. */
export function assetHeaders(pageHeaders: Readonly<Record<string, string>>): Record<string, string> {
  const kept = ['x-content-type-options', 'cross-origin-resource-policy', 'strict-transport-security'];
  return Object.fromEntries(kept.flatMap((name) => (pageHeaders[name] ? [[name, pageHeaders[name]]] : [])));
}

/** The headers of pages (CSP without script hashes, Permissions-Policy, the rest of Helmet's set), computed once. */
export const PAGE_HEADERS: Readonly<Record<string, string>> = {
  ...helmetHeaders(PAGE_OPTIONS),
  'permissions-policy': PERMISSIONS_POLICY,
};

/** `script-src 'self'` as Helmet writes it in {@link PAGE_HEADERS}' CSP. */
const SCRIPT_SRC = "script-src 'self'";

/**
 * The Content-Security-Policy of a server-rendered page whose inline scripts (React's streamed ones) hash to
 * `hashes` (ADR 0054): the page policy with `'sha256-…'` sources added to `script-src`, so those scripts
 * and no others run.
 * @param hashes base64 SHA-256 digests of the inline scripts' text
 * @returns the policy of {@link PAGE_HEADERS} when `hashes` is empty
 */
export function pageCsp(hashes: readonly string[]): string {
  const policy = PAGE_HEADERS['content-security-policy'] as string;
  if (hashes.length === 0) return policy;
  const sources = [...new Set(hashes)].map((hash) => `'sha256-${hash}'`).join(' ');
  return policy.replace(SCRIPT_SRC, `${SCRIPT_SRC} ${sources}`);
}

/** Registers one onRequest hook that sets the precomputed page, asset or API header set. */
export const registerSecurityHeaders = fp(async (app: FastifyInstance) => {
  const pageHeaders = PAGE_HEADERS;
  const assets = assetHeaders(pageHeaders);
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    reply.headers(isApiPath(url) ? API_HEADERS : url.startsWith('/assets/') ? assets : pageHeaders);
    done();
  });
});
