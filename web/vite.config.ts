import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const api = process.env.FACET_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries the first screen needs, in one file. Left to itself the bundler cut them
          // into some forty small chunks shared with the lazy routes (after the lazy Stripe form
          // arrived), and forty files gzip ~10 kB worse than one: the initial-JS budget (npm run
          // size). Only modules the entry imports statically are captured, so a library a lazy
          // route alone uses (Stripe's, the editor's) stays in that route's chunk.
          groups: [
            { name: 'app-shell-vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'] },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': api,
      '/socket.io': { target: api, ws: true },
      '/uploads': api,
      // Issue 18: the audit key's well-known URI lives outside /api.
      '/.well-known': api,
    },
  },
});
