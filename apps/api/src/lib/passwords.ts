/**
 * Password hashing with scrypt from Node's crypto (docs/features/accounts-and-security.md §3: argon2id or scrypt).
 * Parameters follow OWASP's scrypt guidance (N=2^15, r=8, p=3; 32 MiB) and are stored in each hash, so
 * they can be raised later without invalidating existing hashes. Format: `scrypt$N$r$p$salt$hash` (base64).
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';

/**
 * The cost parameter N. Tests may lower it with `SCRYPT_TEST_COST` (a power of two, at least 1024), honoured
 * only when `NODE_ENV=test`, so the suites do not spend most of their time hashing; production always uses
 * 2^15 (ADR 0014). Existing hashes keep verifying: each hash records its own N.
 */
export function costParameter(env: NodeJS.ProcessEnv = process.env): number {
  const requested = Number(env.SCRYPT_TEST_COST);
  if (
    env.NODE_ENV === 'test' &&
    Number.isInteger(requested) &&
    requested >= 1024 &&
    (requested & (requested - 1)) === 0
  ) {
    return requested;
  }
  return 2 ** 15;
}

const N = costParameter();
const R = 8;
const P = 3;
const KEY_LENGTH = 64;

function scrypt(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { N: n, r, p, maxmem: 256 * n * r + 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/**
 * Hashes a password.
 * @param password the plain password
 * @returns the encoded hash `scrypt$N$r$p$salt$hash`
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, N, R, P);
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** A valid hash of a random password: verified against when the user does not exist (same timing). */
let dummyHash: Promise<string> | null = null;

/**
 * Checks a password against an encoded hash in constant time.
 * @param password the plain password
 * @param encoded the stored hash, or null when the account has none (or does not exist): then a dummy
 *   hash is checked so the answer takes as long, and false is returned
 * @returns true when the password matches
 */
export async function verifyPassword(password: string, encoded: string | null): Promise<boolean> {
  if (encoded === null) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verifyPassword(password, await dummyHash);
    return false;
  }
  const [scheme, n, r, p, salt, hash] = encoded.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
