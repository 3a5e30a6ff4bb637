import type { RouteObject } from 'react-router';
import { PageLoader } from '@/components/page-loader';

// Route-level lazy loading keeps the initial bundle small; each screen is its own chunk.
export const lazy =
  <K extends string>(
    load: () => Promise<Record<K, React.ComponentType>>,
    name: K,
  ): RouteObject['lazy'] =>
  async () => ({ Component: (await load())[name] });

/**
 * Gives every lazy route the page loader as its `HydrateFallback`: on the first load the router
 * shows it (inside the layout, which is not lazy) while the screen's chunk arrives, instead of
 * rendering nothing and warning "No `HydrateFallback` element provided" in the console.
 */
export function withHydrateFallback(list: RouteObject[]): RouteObject[] {
  return list.map((route) => {
    const children = route.children ? { children: withHydrateFallback(route.children) } : {};
    const fallback = route.lazy && !route.HydrateFallback ? { HydrateFallback: PageLoader } : {};
    return { ...route, ...fallback, ...children } as RouteObject;
  });
}
