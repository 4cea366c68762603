/**
 * Sign-in attempt limits (ADR 0017; ADR 0024, ADR 0039, ADR 0018, 0024 and 0039): per client address and
 * username (guessing one account's password), per client address across usernames (password spraying), and
 * per username across addresses (one account guessed from many addresses). The last is counted for every
 * username tried, existing or not, and refused with the same message either way, so it tells nobody whether
 * an account exists.
 * Each key has a token bucket (GCRA): it holds `limit` attempts and refills at `limit` per minute, so no 60 s
 * span ever lets through more than the limit plus what refilled in it: a fixed window let 13 of a limit of
 * 10 through in 2 s at a minute's edge. One timestamp per key in the table `sign_in_bucket` (atomic
 * upsert), so every instance on one PostgreSQL shares the counts; the embedded database uses the same table.
 * Usernames are counted trimmed and lower-cased ('Alice ' and 'alice' are one account).
 */
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';

/** The bucket's period: `limit` attempts per this many milliseconds. */
export const PERIOD_MS = 60_000;

export interface SignInLimits {
  /** Attempts per minute for one address and one username. */
  perUsername: number;
  /** Attempts per minute from one address, whatever the usernames. */
  perAddress: number;
  /** Attempts per minute on one username, whatever the addresses. */
  perAccount: number;
}

/** The answer to an attempt beyond the per-account limit: the same for an account that does not exist. */
export const ACCOUNT_LOCKED_MESSAGE =
  'Too many sign-in attempts for this username; please wait a minute and try again.';

/**
 * Takes one attempt from `key`'s bucket (GCRA): the bucket is full again at `full_at`; an attempt moves it
 * one interval (`PERIOD_MS / limit`) later, and is refused when that would be more than a period ahead.
 * A refused attempt changes nothing. Rows whose bucket is full are deleted now and then.
 * @param now the clock in milliseconds (tests pass their own)
 * @returns true when the attempt is allowed
 */
export async function takeAttempt(db: Db, key: string, limit: number, now = Date.now()): Promise<boolean> {
  const at = new Date(now).toISOString();
  const intervalMs = PERIOD_MS / limit;
  const result = (await db.execute(sql`
    INSERT INTO sign_in_bucket (key, full_at)
      VALUES (${key}, ${at}::timestamptz + make_interval(secs => ${intervalMs / 1000}::double precision))
    ON CONFLICT (key) DO UPDATE SET
      full_at = GREATEST(sign_in_bucket.full_at, ${at}::timestamptz)
        + make_interval(secs => ${intervalMs / 1000}::double precision)
      WHERE GREATEST(sign_in_bucket.full_at, ${at}::timestamptz)
        + make_interval(secs => ${intervalMs / 1000}::double precision)
        <= ${at}::timestamptz + make_interval(secs => ${PERIOD_MS / 1000}::double precision)
    RETURNING full_at`)) as unknown as { rows: unknown[] };
  if (Math.random() < 0.01) {
    await db.execute(sql`DELETE FROM sign_in_bucket WHERE full_at < ${at}::timestamptz`);
  }
  return result.rows.length > 0;
}

/** The username as counted: trimmed and lower-cased. */
export function countedUsername(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}

/**
 * Checks the three limits for a sign-in request (before the password is checked). The account's bucket is
 * taken only from attempts the address limits let through, so an address already refused does not use up
 * the account's attempts as well.
 * @param now the clock in milliseconds (tests pass their own)
 * @throws AppError RATE_LIMITED (429) when a bucket is empty ({@link ACCOUNT_LOCKED_MESSAGE} for the account's)
 */
export async function checkSignInLimits(
  db: Db,
  request: FastifyRequest,
  limits: SignInLimits,
  now = Date.now(),
): Promise<void> {
  const username = countedUsername((request.body as { username?: unknown } | undefined)?.username);
  const [forAddress, forUsername] = await Promise.all([
    takeAttempt(db, `sign-in:address:${request.ip}`, limits.perAddress, now),
    takeAttempt(db, `sign-in:user:${request.ip}:${username}`, limits.perUsername, now),
  ]);
  if (!forAddress || !forUsername) {
    throw new AppError('RATE_LIMITED', 'Too many sign-in attempts; please wait a minute and try again.');
  }
  if (!(await takeAttempt(db, `sign-in:account:${username}`, limits.perAccount, now))) {
    throw new AppError('RATE_LIMITED', ACCOUNT_LOCKED_MESSAGE);
  }
}
