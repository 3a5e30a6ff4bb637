import type { RouteObject } from 'react-router';

// Route-level lazy loading keeps the initial bundle small; each screen is its own chunk.
export const lazy =
  <K extends string>(
    load: () => Promise<Record<K, React.ComponentType>>,
    name: K,
  ): RouteObject['lazy'] =>
  async () => ({ Component: (await load())[name] });
