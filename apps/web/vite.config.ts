import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Vite configuration of the web app. `@hub/domain` is a workspace package that exports TypeScript
 * source; Vite resolves it through node_modules and compiles it like local code. In development, `/api`
 * is proxied to the API server (API_ORIGIN, default http://localhost:3000) so calls stay same-origin.
 */
export default defineConfig({
  plugins: [react()],
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
