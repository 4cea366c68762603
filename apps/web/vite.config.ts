import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

/**
 * Vite configuration of the web app. `@hub/domain` is a workspace package that exports TypeScript
 * source; Vite resolves it through node_modules and compiles it like local code. In development, `/api`
 * is proxied to the API server (API_ORIGIN, default http://localhost:3000) so calls stay same-origin.
 */
export default defineConfig({
  // Brotli and gzip copies of every built file, served as they are by the API server (issue #11 §2).
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })],
  server: {
    proxy: {
      '/api': { target: process.env.API_ORIGIN ?? 'http://localhost:3000', changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // swagger-ui (about 1.5 MB) is loaded only by /documentation, through a dynamic import.
    chunkSizeWarningLimit: 1600,
  },
});
