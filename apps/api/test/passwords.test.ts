/**
 * Password hashing (lib/passwords.ts; ADR 0014): the production cost cannot be lowered outside tests, and
 * hashes made at any cost keep verifying because each records its own parameters.
 */
import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { costParameter, hashPassword, verifyPassword } from '../src/lib/passwords.js';

describe('password hashing', () => {
  it('uses N = 2^15 unless NODE_ENV=test asks for a valid lower power of two', () => {
    expect(costParameter({ NODE_ENV: 'production', SCRYPT_TEST_COST: '1024' })).toBe(32768);
    expect(costParameter({ NODE_ENV: 'development', SCRYPT_TEST_COST: '1024' })).toBe(32768);
    expect(costParameter({ NODE_ENV: 'test' })).toBe(32768);
    expect(costParameter({ NODE_ENV: 'test', SCRYPT_TEST_COST: '1000' })).toBe(32768);
    expect(costParameter({ NODE_ENV: 'test', SCRYPT_TEST_COST: '512' })).toBe(32768);
    expect(costParameter({ NODE_ENV: 'test', SCRYPT_TEST_COST: '1024' })).toBe(1024);
  });

  it('verifies a hash of the production cost and refuses a wrong password', async () => {
    // A hash made at the production cost (as stored by a server) verifies under the test cost.
    const salt = randomBytes(16);
    const key = scryptSync('secret password', salt, 64, { N: 32768, r: 8, p: 3, maxmem: 64 * 1024 * 1024 });
    const production = `scrypt$32768$8$3$${salt.toString('base64')}$${key.toString('base64')}`;
    expect(await verifyPassword('secret password', production)).toBe(true);
    expect(await verifyPassword('secret passwore', production)).toBe(false);
    const real = await hashPassword('correct horse battery staple');
    expect(await verifyPassword('correct horse battery staple', real)).toBe(true);
    expect(await verifyPassword('wrong horse battery staple', real)).toBe(false);
    expect(await verifyPassword('anything', null)).toBe(false);
  });
});
