import { defineConfig } from 'vitest/config';
import { workspaceAliases } from '../vitest.shared.js';

export default defineConfig({
  resolve: { alias: workspaceAliases },
  test: { include: ['src/**/*.spec.ts'], testTimeout: 30_000 },
});
