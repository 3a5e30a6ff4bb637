import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '@/theme';
import { lazy, withHydrateFallback } from './lazy-route';
import { routes } from './router';

/** Every route of the tree, depth first. */
const everyRoute = (list: RouteObject[]): RouteObject[] =>
  list.flatMap((r) => [r, ...everyRoute(r.children ?? [])]);

describe('Issue 27 item 18: a first load warns nothing in the console', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives every lazy screen of the app a HydrateFallback', () => {
    const lazyRoutes = everyRoute(routes).filter((r) => r.lazy);
    expect(lazyRoutes.length).toBeGreaterThan(20);
    expect(lazyRoutes.filter((r) => !r.HydrateFallback).map((r) => r.path ?? '(pathless)')).toEqual(
      [],
    );
  });

  it('shows the layout and a loader while the screen loads, without the HydrateFallback warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const tree = withHydrateFallback([
      {
        element: (
          <main>
            layout <Outlet />
          </main>
        ),
        children: [
          {
            index: true,
            lazy: lazy(async () => ({ Home: () => <p>home screen</p> }), 'Home'),
          },
        ],
      },
    ]);
    render(
      <MantineProvider theme={theme}>
        <RouterProvider router={createMemoryRouter(tree)} />
      </MantineProvider>,
    );
    expect(screen.getByText(/layout/)).toBeTruthy();
    expect(await screen.findByText('home screen')).toBeTruthy();
    const said = [...warn.mock.calls, ...error.mock.calls].map((c) => String(c[0]));
    expect(said.filter((s) => s.includes('HydrateFallback'))).toEqual([]);
  });
});
