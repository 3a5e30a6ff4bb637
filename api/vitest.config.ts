import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';
import { workspaceAliases } from '../vitest.shared.js';

// esbuild drops decorator metadata, which Nest's dependency injection reads; SWC keeps it.
export default defineConfig({
  plugins: [swc.vite({ module: { type: 'es6' } })],
  resolve: { alias: workspaceAliases },
  test: {
    include: ['src/**/*.spec.ts', 'test/**/*.spec.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
