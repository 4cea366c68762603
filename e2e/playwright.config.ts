/**
 * Playwright configuration for the Competency Hub end-to-end suite.
 *
 * The suite drives the real app: `npm run start -w @hub/api` serves the API and the built SPA
 * (apps/web/dist, built by the root `npm run test:e2e` before this runs). Two servers, two projects:
 * - 'chromium' (visitor specs) on port 3100 with an in-memory database seeded with the shipped
 *   frameworks: nothing in it ever changes.
 * - 'no-javascript' (specs under tests/no-js) on the visitor server with scripts disabled: the
 *   server-rendered pages alone (ADR 0027).
 * - 'curation' (specs under tests/manage and tests/account) on port 3101 with its own database and
 *   test accounts (server/start-curation-server.sh): drafts, releases and password changes stay there.
 * The browser is Debian's Chromium at /usr/bin/chromium; no Playwright browser download is used.
 */
import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const CURATION_PORT = Number(process.env.E2E_CURATION_PORT ?? PORT + 1);
const CURATION_URL = `http://127.0.0.1:${CURATION_PORT}`;
const CURATION_SPECS = /[\\/](manage|account)[\\/].*\.spec\.ts$/;
/** Specs of the 'no-javascript' project (ADR 0027): the visitor server, scripts disabled. */
const NO_JS_SPECS = /[\\/]no-js[\\/].*\.spec\.ts$/;

/** Environment of both servers: quiet logs, generous rate limits (one address, many requests). */
const serverEnv = (port: number) => ({
  PORT: String(port),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'test',
  RATE_LIMIT_PER_MINUTE: '100000',
  PAGE_RENDER_LIMIT_PER_MINUTE: '100000',
  LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
  // Cheaper password hashing for the test servers only (honoured only with NODE_ENV=test; ADR 0014).
  SCRYPT_TEST_COST: '1024',
});
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
  // Two workers everywhere: the projects touch different servers, and files never share state within one.
  workers: 2,
  // No retries, in CI or locally: a test that fails once fails the run. Retries hid nothing useful here:
  // the last clean-clone runs needed none, and a serial file's retry cannot pass once its first attempt has
  // released or imported what the retry then finds done.
  retries: 0,
  // 60 s a test: a 2-core runner runs two servers and two
  // browsers; a journey with axe scans took 30-55 s there.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  outputDir: 'test-results',
  use: {
    baseURL: BASE_URL,
    headless: true,
    trace: 'retain-on-failure',
    // The reader asks for less motion (the theme respects it): a dialog is where it will stay when a click
    // lands on it. A click during Mantine's modal transition could press a button that had moved away by the
    // time the mouse came up, on a busy machine.
    reducedMotion: 'reduce',
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
  projects: [
    { name: 'chromium', testIgnore: [CURATION_SPECS, NO_JS_SPECS], use: { browserName: 'chromium' } },
    {
      name: 'no-javascript',
      testMatch: NO_JS_SPECS,
      use: { browserName: 'chromium', javaScriptEnabled: false },
    },
    { name: 'curation', testMatch: CURATION_SPECS, use: { browserName: 'chromium', baseURL: CURATION_URL } },
  ],
  webServer: [
    {
      command: 'npm run start -w @hub/api',
      cwd: '..',
      url: `${BASE_URL}/api/v1/health`,
      reuseExistingServer: !isCI,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      // Always the fresh in-memory database, even if the shell has a DATABASE_URL. TeSS is the stand-in
      // the curation server starts on its port + 50 (the comparison summary searches it; docs/features/profiles.md §6).
      env: {
        ...serverEnv(PORT),
        PGLITE_DIR: 'memory://',
        DATABASE_URL: '',
        TESS_URL: `http://127.0.0.1:${CURATION_PORT + 50}`,
      },
    },
    {
      command: 'bash e2e/server/start-curation-server.sh',
      cwd: '..',
      url: `${CURATION_URL}/api/v1/health`,
      reuseExistingServer: !isCI,
      timeout: 180_000,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      env: serverEnv(CURATION_PORT),
    },
  ],
});
