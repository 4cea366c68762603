/**
 * Server configuration from the environment, validated with Zod at start.
 * A bad value stops the server with a message naming each bad key (docs/features/accounts-and-security.md §9).
 * Every key is documented in the README's configuration table.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** `production` refuses `--demo-users`. */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** PostgreSQL connection string; when unset the embedded PGlite database is used. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** Folder of the embedded PGlite database. */
  PGLITE_DIR: z
    .string()
    .min(1)
    .default(path.join(repoRoot, 'data', 'pglite')),
  /** Folder of the built web app served at `/`; the API runs without it. */
  WEB_DIST_DIR: z
    .string()
    .min(1)
    .default(path.join(repoRoot, 'apps', 'web', 'dist')),
  /** Import the shipped frameworks on start when the database has no framework. */
  SEED_ON_START: booleanFlag.default(true),
  /** Requests per minute per client address on the API. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
  /**
   * Megabytes of server-rendered visitor pages kept in memory (ADR 0039): every page of the shipped data
   * takes about a tenth of the default.
   */
  PAGE_CACHE_MB: z.coerce.number().int().min(1).max(65_536).default(256),
  /**
   * Server renders of visitor pages per minute per client address (ADR 0039), besides their count in
   * RATE_LIMIT_PER_MINUTE; cached pages are never counted.
   */
  PAGE_RENDER_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(60),
  /** Sign-in attempts per minute per client address and username. */
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(10),
  /**
   * Sign-in attempts per minute per client address across usernames (password spraying); unset: three
   * times LOGIN_RATE_LIMIT_PER_MINUTE. Both are counted in the database, shared by all instances.
   */
  LOGIN_ADDRESS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).optional(),
  /**
   * Sign-in attempts per minute on one username across client addresses (ADR 0039; the same answer whether
   * the account exists or not); unset: twice LOGIN_RATE_LIMIT_PER_MINUTE. Counted in the database too.
   */
  LOGIN_ACCOUNT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).optional(),
  /**
   * Secret (32+ characters) that signs session cookies. When unset a random one is made at start, so
   * signed-in users must sign in again after a restart: set it in production.
   */
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** How long a session lasts after sign-in, in hours. */
  SESSION_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(8),
  /**
   * Canonical public base URL of the hub (scheme, host, optional path), used for absolute URIs in
   * exports (ADR 0009). Defaults to `http://localhost:${PORT}`.
   */
  /** Base URL of the ELIXIR training portal (TeSS) the training resource import talks to (docs/features/training.md §4). */
  TESS_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://tess.elixir-europe.org'),
  /**
   * Node's time-outs (ADR 0039, ADR 0024): a request's headers and body must arrive within
   * REQUEST_TIMEOUT_MS (headers within the smaller of it and 10 s), else 408 and the connection closes;
   * an idle keep-alive connection closes after KEEP_ALIVE_TIMEOUT_MS (above nginx's 60 s upstream idle).
   */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(72_000),
  /** Time-out of one request to TeSS, in milliseconds. */
  TESS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** Time-out of one TeSS search for a visitor's comparison summary (docs/features/profiles.md §6), in milliseconds. */
  TESS_SEARCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .refine((v) => !/[?#]/.test(v), 'must not have a query or fragment')
    .optional(),
  /**
   * Behind a reverse proxy (ADR 0024, ADR 0039, ADR 0024): a number trusts the nearest N hops of
   * X-Forwarded-For/-Proto, a comma list of proxy addresses/CIDRs trusts hops from those addresses. `true`
   * means one hop (the nearest proxy), never 'every hop': the left-most entry is written by the client.
   * Unset: no proxy.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context): false | number | string[] => {
      const text = value?.trim() ?? '';
      if (text === '' || text === 'false' || text === '0') return false;
      if (text === 'true') return 1;
      if (/^\d+$/.test(text)) return Number(text);
      const list = text.split(',').map((item) => item.trim());
      if (list.some((item) => !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(item))) {
        context.addIssue({
          code: 'custom',
          message: 'must be true, false, a hop count or a comma list of IP addresses or CIDRs',
        });
      }
      return list;
    }),
});

/** The validated configuration; PUBLIC_URL always set (its default depends on PORT). */
export type Config = Omit<z.infer<typeof configSchema>, 'PUBLIC_URL'> & { PUBLIC_URL: string };

/** Thrown when the environment holds bad values; `message` names every bad key. */
export class ConfigError extends Error {}

/**
 * Reads and validates the configuration.
 * @param env the environment (defaults to `process.env`)
 * @returns the typed configuration
 * @throws ConfigError listing each bad key and why
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const picked = Object.fromEntries(
    Object.keys(configSchema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const result = configSchema.safeParse(picked);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (result.data.NODE_ENV === 'production' && !result.data.SESSION_SECRET) {
    // Several instances must sign cookies alike, and a restart must not sign everyone out (ADR 0017).
    throw new ConfigError(
      'Invalid configuration:\n  SESSION_SECRET: required when NODE_ENV is production (32+ characters)',
    );
  }
  const publicUrl = (result.data.PUBLIC_URL ?? `http://localhost:${result.data.PORT}`).replace(/\/+$/, '');
  return { ...result.data, PUBLIC_URL: publicUrl };
}

/**
 * Builds an absolute URI under the hub's canonical public base URL.
 * @param publicUrl `Config.PUBLIC_URL` (with or without a trailing slash)
 * @param pathname a path such as `/api/bioexcel/1.0` (a leading slash is added when missing)
 * @returns e.g. `https://hub.example.org/api/bioexcel/1.0`; a base path in PUBLIC_URL is kept
 */
export function absoluteUri(publicUrl: string, pathname: string): string {
  const base = publicUrl.replace(/\/+$/, '');
  return `${base}${pathname.startsWith('/') ? '' : '/'}${pathname}`;
}
