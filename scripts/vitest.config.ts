import { defineConfig } from 'vitest/config';

// The repository's own tooling: the boundary rules, proved against fixtures that break them, and
// the runtime (scripts/node: a supported Node, and the processes scripts start running on it).
export default defineConfig({
  test: { include: ['**/*.spec.ts'], exclude: ['**/fixtures/**', '**/node_modules/**'] },
});
