/**
 * Playwright configuration for the Competency Hub end-to-end suite.
 *
 * The suite drives the real app: `npm run start -w @hub/api` serves the API and the built SPA
 * (apps/web/dist, built by the root `npm run test:e2e` before this runs) on port 3100 with an
 * in-memory embedded database that is migrated and seeded with the shipped frameworks on start.
 * The browser is Debian's Chromium at /usr/bin/chromium; no Playwright browser download is used.
 */
import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const isCI = process.env.CI === 'true' || process.env.CI === '1';
const required = isCI || process.env.E2E_REQUIRED === '1';

if (!existsSync(CHROMIUM)) {
  // Never skip silently: a missing browser must fail the run with a clear instruction.
  throw new Error(
    required
      ? `E2E is required (CI=${process.env.CI ?? ''}, E2E_REQUIRED=${process.env.E2E_REQUIRED ?? ''}) ` +
          `but Chromium was not found at ${CHROMIUM}. Install it (apt-get install chromium) or set CHROMIUM_PATH.`
      : `Chromium was not found at ${CHROMIUM}. The end-to-end suite needs Debian's Chromium: ` +
          `run \`apt-get install chromium\` (or set CHROMIUM_PATH), then run the tests again.`,
  );
}

export default defineConfig({
  testDir: 'tests',
  fullyParallel: false,
  forbidOnly: isCI,
  workers: isCI ? 1 : 2,
  retries: isCI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  outputDir: 'test-results',
  use: {
    baseURL: BASE_URL,
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'npm run start -w @hub/api',
    cwd: '..',
    url: `${BASE_URL}/api/v1/health`,
    reuseExistingServer: !isCI,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PGLITE_DIR: 'memory://',
      // Always the fresh in-memory database, even if the shell has a DATABASE_URL.
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // The suite makes many requests from one address in a short time.
      RATE_LIMIT_PER_MINUTE: '100000',
    },
  },
});
