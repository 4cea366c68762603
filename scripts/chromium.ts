/**
 * Debian's Chromium as the measurement scripts launch it (`npm run lighthouse`, `npm run bench:ui`): the
 * binary (CHROMIUM_PATH to change) and the flags this machine needs (no sandbox as root; no background
 * networking, whose connections the closed network refuses). e2e/playwright.config.ts uses the same flags.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
