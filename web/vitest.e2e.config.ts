import { defineConfig } from 'vitest/config';

// Browser tests against a running marketplace (BASE_URL); playwright-core drives Debian's Chromium.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.spec.ts'],
    // Every browser test ends with the auditor's trial balance of the whole ledger.
    setupFiles: ['e2e/ledger-check.setup.ts'],
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    // Vite claims BASE_URL for its own base path inside tests; hand the marketplace URL over under another name.
    env: { E2E_BASE_URL: process.env.E2E_BASE_URL ?? process.env.BASE_URL ?? '' },
  },
});
