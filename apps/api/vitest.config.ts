import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    isolate: false,
    // Cheaper password hashing in tests only (lib/passwords.ts honours it only when NODE_ENV=test; ADR 0014).
    env: { NODE_ENV: 'test', SCRYPT_TEST_COST: '1024' },
  },
});
