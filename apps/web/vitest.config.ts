import { defineConfig } from 'vitest/config';

/**
 * Unit tests of the web app: pure logic (banner rules, breadcrumbs, CSV building) in Node, and
 * components (`*.test.tsx`, marked `@vitest-environment jsdom`) with Testing Library.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.{ts,tsx}'],
  },
});
