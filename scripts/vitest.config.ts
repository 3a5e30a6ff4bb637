import { defineConfig } from 'vitest/config';

// The repository's own tooling: the boundary rules, proved against fixtures that break them.
export default defineConfig({
  test: { include: ['**/*.spec.ts'], exclude: ['**/fixtures/**', '**/node_modules/**'] },
});
