import { defineConfig } from 'vitest/config';

/**
 * Unit tests of the web app: pure logic (banner rules, breadcrumbs, CSV building) in Node, and
 * components (`*.test.tsx`, marked `@vitest-environment jsdom`) with Testing Library.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.{ts,tsx}'],
    // Component tests render whole screens in jsdom: give them room on a busy two-core machine.
    testTimeout: 20_000,
  },
});
