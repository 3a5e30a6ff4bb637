import { fileURLToPath } from 'node:url';

/** Lets each workspace's tests import sibling workspaces from source, no build needed. */
export const workspaceAliases = {
  '@facet/event-schemas/money': fileURLToPath(
    new URL('./event-schemas/src/money/index.ts', import.meta.url),
  ),
  '@facet/event-schemas/tender-crypto': fileURLToPath(
    new URL('./event-schemas/src/tenders/tender-crypto.ts', import.meta.url),
  ),
  '@facet/event-schemas': fileURLToPath(new URL('./event-schemas/src/index.ts', import.meta.url)),
  // Subpaths first: an alias matches as a prefix, and the first match wins.
  '@facet/event-store/testing': fileURLToPath(
    new URL('./event-store/src/testing/index.ts', import.meta.url),
  ),
  '@facet/event-store': fileURLToPath(new URL('./event-store/src/index.ts', import.meta.url)),
  '@facet/projections/folds': fileURLToPath(new URL('./projections/src/folds.ts', import.meta.url)),
  '@facet/projections': fileURLToPath(new URL('./projections/src/index.ts', import.meta.url)),
};
