/**
 * Sign-in attempt limits (issue #11 §1 and §4, ADR 0018): per client address and username (guessing one
 * account's password) and per client address across usernames (password spraying). Counted in fixed
 * one-minute windows in the database table `rate_limit_hit`, so every instance on one PostgreSQL shares the
 * counts and the limits are not multiplied by the instance count. With the embedded database (one process)
 * the same table is used: one code path, tested on both drivers.
 */
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';

const WINDOW_MS = 60_000;

export interface SignInLimits {
  /** Attempts per minute for one address and one username. */
  perUsername: number;
  /** Attempts per minute from one address, whatever the usernames. */
  perAddress: number;
}

/**
 * Counts one hit on `key` in the current window and returns the window's count (atomic upsert).
 * Rows of windows that have ended are deleted now and then.
 */
export async function countHit(db: Db, key: string, now = Date.now()): Promise<number> {
  const windowStart = new Date(Math.floor(now / WINDOW_MS) * WINDOW_MS);
  const result = (await db.execute(sql`
    INSERT INTO rate_limit_hit (key, window_start, hits) VALUES (${key}, ${windowStart.toISOString()}, 1)
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN rate_limit_hit.window_start = EXCLUDED.window_start THEN rate_limit_hit.hits + 1 ELSE 1 END,
      window_start = EXCLUDED.window_start
    RETURNING hits`)) as unknown as { rows: { hits: number }[] };
  if (Math.random() < 0.01) {
    await db.execute(sql`DELETE FROM rate_limit_hit WHERE window_start < ${windowStart.toISOString()}`);
  }
  return Number(result.rows[0]?.hits ?? 0);
}

/**
 * Checks both limits for a sign-in request (before the password is checked).
 * @throws AppError RATE_LIMITED (429) when either limit is exceeded in the current minute
 */
export async function checkSignInLimits(
  db: Db,
  request: FastifyRequest,
  limits: SignInLimits,
): Promise<void> {
  const body = request.body as { username?: unknown } | undefined;
  const username = typeof body?.username === 'string' ? body.username.trim().toLowerCase() : '';
  const [forAddress, forUsername] = await Promise.all([
    countHit(db, `sign-in:address:${request.ip}`),
    countHit(db, `sign-in:user:${request.ip}:${username}`),
  ]);
  if (forAddress > limits.perAddress || forUsername > limits.perUsername) {
    throw new AppError('RATE_LIMITED', 'Too many sign-in attempts; please wait a minute and try again.');
  }
}
