/**
 * buildApp(config, database): the Fastify application with every plugin and module registered.
 * Used by main.ts and by the tests (through `app.inject`). docs/ARCHITECTURE.md.
 */
import { createServer } from 'node:http';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import type { ErrorBody } from '@hub/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { loadSessionUser } from './modules/accounts/index.js';
import { accountRoutes, authorisationRoute } from './modules/accounts/routes.js';
import { careerPathwayRoutes, hubCareerPathwayRoutes } from './modules/career-pathways/routes.js';
import { csvImportRoutes } from './modules/csv-import/routes.js';
import { curationRoutes } from './modules/curation/routes/index.js';
import { frameworkRoutes } from './modules/frameworks/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { registerHubFrameworkAliases } from './modules/hub-api/framework-alias.js';
import { drupalTokenRoutes, hubLegacyRoutes } from './modules/hub-api/legacy-routes.js';
import { hubProfileRoutes } from './modules/hub-api/profile-routes.js';
import { hubApiRoutes } from './modules/hub-api/routes.js';
import { hubTrainingRoutes, hubTrainingSessionRoutes } from './modules/hub-api/training-routes.js';
import { caseRoutes } from './modules/interchange/case-routes.js';
import { caseUploadRoutes } from './modules/interchange/case-upload-routes.js';
import { draftExportRoutes } from './modules/interchange/draft-export-routes.js';
import { draftImportRoutes } from './modules/interchange/draft-import-routes.js';
import { interchangeExportRoutes } from './modules/interchange/export-routes.js';
import { hubLearningPathwayRoutes, learningPathwayRoutes } from './modules/learning-pathways/routes.js';
import { mediaUploadRoutes, profileManageRoutes } from './modules/profiles/manage-routes.js';
import { profilePublicRoutes, profileReadRoutes } from './modules/profiles/routes.js';
import { tessRoutes } from './modules/tess/routes.js';
import { tessSearchRoutes } from './modules/tess/search-routes.js';
import { trainingPublicRoutes, trainingReadRoutes } from './modules/training/routes.js';
import { trainingManageRoutes } from './modules/training-curation/routes.js';
import { versionDiffManageRoutes, versionDiffPublicRoutes } from './modules/version-diff/routes.js';
import { createPageHandler, isRenderRead } from './modules/web-delivery/pages.js';
import { webDeliveryRoutes } from './modules/web-delivery/routes.js';
import { registerAuth } from './plugins/auth.js';
import { registerCors } from './plugins/cors.js';
import { FrontCache, registerEarlyCachedReads } from './plugins/early-cached-reads.js';
import { registerErrorHandling } from './plugins/errors.js';
import { openApiRoute, registerOpenApi } from './plugins/openapi.js';
import { collectPageReads } from './plugins/page-reads.js';
import { renderLimiter } from './plugins/render-limit.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerTextGuard } from './plugins/text-guard.js';

export type AppConfig = Pick<Config, 'LOG_LEVEL' | 'RATE_LIMIT_PER_MINUTE' | 'WEB_DIST_DIR'> &
  Partial<
    Pick<
      Config,
      | 'NODE_ENV'
      | 'LOGIN_RATE_LIMIT_PER_MINUTE'
      | 'LOGIN_ADDRESS_RATE_LIMIT_PER_MINUTE'
      | 'LOGIN_ACCOUNT_RATE_LIMIT_PER_MINUTE'
      | 'SESSION_SECRET'
      | 'SESSION_HOURS'
      | 'TESS_URL'
      | 'TESS_TIMEOUT_MS'
      | 'TESS_SEARCH_TIMEOUT_MS'
      | 'PUBLIC_URL'
      | 'TRUST_PROXY'
      | 'REQUEST_TIMEOUT_MS'
      | 'KEEP_ALIVE_TIMEOUT_MS'
      | 'PAGE_CACHE_MB'
      | 'PAGE_RENDER_LIMIT_PER_MINUTE'
    >
  >;

/**
 * Paths that are never pages of the web app: a miss there is a JSON 404. `/assets` among them: a missing
 * build file is no page, and misses there must not render one, since the rate limit does not count them.
 */
const NON_PAGE_PREFIXES = [
  '/api',
  '/assets',
  '/ims',
  '/rest',
  '/session',
  '/node',
  '/taxonomy',
  '/jsonapi',
  '/file',
];

/**
 * TRUST_PROXY as Fastify takes it (ADR 0024): a hop count becomes 'trust the nearest N hops', a list the
 * hops from those addresses; never Fastify's `true` (which takes the left-most, client-written entry).
 */
function fastifyTrustProxy(value: false | number | string[] | undefined) {
  if (typeof value === 'number') return (_address: string, hop: number) => hop < value;
  return value ?? false;
}

/** True for a path of the web build's hashed files (`/assets/…`), which the rate limit leaves alone. */
function isBuiltAsset(url: string): boolean {
  return url.startsWith('/assets/');
}

/**
 * Builds the application (not listening).
 * @param config logging, rate limits, session settings and where the built web app lives (served when the
 *   folder exists)
 * @param database an opened, migrated database
 */
export async function buildApp(config: AppConfig, database: DatabaseHandle): Promise<FastifyInstance> {
  const requestTimeout = config.REQUEST_TIMEOUT_MS ?? 30_000;
  // URLs the early hook has answered are answered again before Fastify routes them (ADR 0029).
  const front = new FrontCache(database.db);
  const app = Fastify({
    // Fastify's own HTTP/1 server (lib/server.js), with the front path in front of its handler.
    serverFactory: (handler, options) => {
      const server = createServer(options.http ?? {}, (request, response) => {
        if (!front.handle(request, response)) handler(request, response);
      });
      server.keepAliveTimeout = options.keepAliveTimeout as number;
      server.requestTimeout = options.requestTimeout as number;
      server.setTimeout(options.connectionTimeout as number);
      return server;
    },
    // Slow-body and idle connections are closed (ADR 0039, ADR 0024): the whole request within
    // requestTimeout (Node checks every second here), the headers within 10 s, idle keep-alive after
    // keepAliveTimeout.
    requestTimeout,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS ?? 72_000,
    http: {
      headersTimeout: Math.min(requestTimeout, 10_000),
      connectionsCheckingInterval: Math.min(1000, requestTimeout),
    },
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    bodyLimit: 1024 * 1024,
    // Behind a proxy, the client address and scheme come from X-Forwarded-For/-Proto (ADR 0024).
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // The routes' in-process reads that the page renderer calls (ADR 0071): collected as the routes register.
  const pageReads = collectPageReads(app);
  const db = database.db;
  // The first onRequest hook: cached reads are answered before every other hook (ADR 0029).
  registerEarlyCachedReads(app, db, front);
  // Before every route: CORS on the public reads only (docs/features/public-api.md §12, ADR 0023).
  await app.register(registerCors);
  await app.register(registerTextGuard);
  await app.register(registerHubFrameworkAliases, { db: database.db });
  const publicUrl = (config.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

  await app.register(registerSecurityHeaders);
  // Brotli or gzip for every response of 1 KB or more (docs/features/public-api.md §11). Dynamic answers use a fast brotli
  // level; cached public reads and built files arrive already compressed and are left alone.
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(fastifyRateLimit, {
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    // The page renderer's own in-process reads (ADR 0020) are not a client's requests. Nor are the built
    // files under /assets/ (hashed, immutable, read from disk): a page needs up to 60 of them, and a
    // classroom behind one address would otherwise be refused the app's code after a few pages.
    allowList: (request) => isRenderRead(request) || isBuiltAsset(request.url),
    // The limit headers only on 429 answers: three headers on every public read cost more than the read.
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    errorResponseBuilder: (_request, context) => {
      const error = new Error(`Too many requests; retry in ${context.after}`) as Error & {
        statusCode: number;
      };
      error.statusCode = 429;
      return error;
    },
  });
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      // Public reads: no session, so an anonymous read never pays for one.
      await api.register(
        async (v1) => {
          await v1.register(healthRoutes, { database });
          await v1.register(frameworkRoutes, { db });
          await v1.register(profilePublicRoutes, { db });
          await v1.register(trainingPublicRoutes, { db });
          await v1.register(tessSearchRoutes, {
            db,
            tess: {
              baseUrl: config.TESS_URL ?? 'https://tess.elixir-europe.org',
              timeoutMs: config.TESS_SEARCH_TIMEOUT_MS ?? 5_000,
            },
          });
          await v1.register(versionDiffPublicRoutes, { db });
          await v1.register(interchangeExportRoutes, { db, publicUrl });
        },
        { prefix: '/v1' },
      );
      await api.register(hubApiRoutes, { db });
      await api.register(hubLegacyRoutes, { db });
      await api.register(hubCareerPathwayRoutes, { db });
      await api.register(hubTrainingRoutes, { db });
      await api.register(hubLearningPathwayRoutes, { db });
      // Everything that needs to know who is signed in: sessions, CSRF and the access policies apply
      // to the routes of this scope only (ADR 0006).
      await api.register(async (secured) => {
        await secured.register(registerAuth, {
          db,
          secret: config.SESSION_SECRET,
          sessionHours: config.SESSION_HOURS ?? 8,
          loadUser: (userId) => loadSessionUser(db, userId),
        });
        await secured.register(accountRoutes, {
          db,
          signInLimits: {
            perUsername: config.LOGIN_RATE_LIMIT_PER_MINUTE ?? 10,
            perAddress:
              config.LOGIN_ADDRESS_RATE_LIMIT_PER_MINUTE ?? 3 * (config.LOGIN_RATE_LIMIT_PER_MINUTE ?? 10),
            perAccount:
              config.LOGIN_ACCOUNT_RATE_LIMIT_PER_MINUTE ?? 2 * (config.LOGIN_RATE_LIMIT_PER_MINUTE ?? 10),
          },
          prefix: '/v1',
        });
        await secured.register(curationRoutes, { db, prefix: '/v1/manage/frameworks' });
        await secured.register(versionDiffManageRoutes, { db, prefix: '/v1/manage/frameworks' });
        await secured.register(csvImportRoutes, { db, prefix: '/v1/manage/frameworks' });
        await secured.register(caseUploadRoutes, { db, prefix: '/v1/manage/frameworks' });
        await secured.register(draftImportRoutes, { db, prefix: '/v1/manage/frameworks' });
        await secured.register(draftExportRoutes, { db, prefix: '/v1/manage/frameworks' });
        await secured.register(authorisationRoute);
        // Reference profiles (docs/features/profiles.md §1): reads depend on who is signed in (Draft profiles), writes need CSRF.
        await secured.register(profileReadRoutes, { db, prefix: '/v1' });
        await secured.register(profileManageRoutes, { db, prefix: '/v1/manage/frameworks' });
        await secured.register(mediaUploadRoutes, { db, prefix: '/v1/manage/media' });
        await secured.register(hubProfileRoutes, { db });
        // Career pathways: reads show Draft steps to signed-in users, so they need the session too.
        await secured.register(careerPathwayRoutes, { db, prefix: '/v1' });
        // Training resources (docs/features/training.md §1): a resource page shows archived resources to content managers.
        await secured.register(trainingReadRoutes, { db, prefix: '/v1' });
        await secured.register(hubTrainingSessionRoutes, { db });
        await secured.register(trainingManageRoutes, { db, prefix: '/v1/manage' });
        await secured.register(learningPathwayRoutes, { db, prefix: '/v1' });
        await secured.register(tessRoutes, {
          db,
          prefix: '/v1/manage/tess',
          tess: {
            baseUrl: config.TESS_URL ?? 'https://tess.elixir-europe.org',
            timeoutMs: config.TESS_TIMEOUT_MS ?? 10_000,
          },
        });
      });
      openApiRoute(api);
    },
    { prefix: '/api' },
  );
  // CASE 1.1 / 1.0 read endpoints (docs/features/interchange-files.md §1) at their standard paths.
  await app.register(caseRoutes, { db, publicUrl });
  // The original client's Drupal CSRF-token probes (docs/features/public-api.md §12).
  await app.register(drupalTokenRoutes);
  // robots.txt and sitemap.xml (docs/features/public-api.md §11).
  await app.register(webDeliveryRoutes, { db, publicUrl });

  const webDist = config.WEB_DIST_DIR;
  // A page render is counted like an uncached API read and by a render budget, a cached page never (ADR 0039).
  const page = await createPageHandler(app, {
    db,
    publicUrl,
    webDist,
    reads: pageReads,
    // Tests and the e2e servers fail a page whose loaders read a path without an in-process read (ADR 0071).
    strictReads: (config.NODE_ENV ?? process.env.NODE_ENV) === 'test',
    countRender: renderLimiter(app, config.PAGE_RENDER_LIMIT_PER_MINUTE ?? 60),
    pageCacheBytes: (config.PAGE_CACHE_MB ?? 256) * 1024 * 1024,
  });
  if (page) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The server entry of the page renderer (dist/server) is not for browsers.
      allowedPath: (pathName) => !pathName.startsWith('/server/'),
      // The build writes .br and .gz next to each file (vite-plugin-compression2): served as they are.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // Hashed file names never change content; everything else is revalidated.
        res.header(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    // API paths, and Drupal's (the original client's `?_format=` calls, `/rest/`, `/node/`, …), answer a
    // JSON 404, never the web app's page (docs/features/public-api.md §12).
    const isApi =
      NON_PAGE_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`)) ||
      /[?&]_format=/.test(request.url);
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (isApi || !isRead || !page) {
      const body: ErrorBody = {
        error: { code: 'NOT_FOUND', message: `No route for ${request.method} ${url}` },
      };
      return reply.code(404).send(body);
    }
    // Visitor pages are rendered on the server (404 for unknown content); manage screens get the shell.
    return page(request, reply);
  });

  return app;
}
