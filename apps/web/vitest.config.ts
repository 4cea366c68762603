import { defineConfig } from 'vitest/config';

/** Unit tests for the web app's pure logic (banner rules, breadcrumbs, CSV building). */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
  },
});
