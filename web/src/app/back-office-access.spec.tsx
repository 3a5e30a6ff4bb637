import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RequireAuth } from './require-auth';
import { RequireRole, type Role } from './require-role';
import { routes } from './router';

type Guard = 'public' | 'signed-in' | readonly Role[];

/** Every path of the app with the guard closest to it (RequireRole, else RequireAuth). */
function guardedPaths(
  list: RouteObject[],
  prefix = '',
  guard: Guard = 'public',
): [string, Guard][] {
  return list.flatMap((route) => {
    const path = route.path ? `${prefix}/${route.path}`.replace(/\/+/g, '/') : prefix;
    const element = route.element as { type?: unknown; props?: { roles?: Role[] } } | undefined;
    const here: Guard =
      element?.type === RequireRole
        ? (element.props?.roles ?? [])
        : element?.type === RequireAuth
          ? 'signed-in'
          : guard;
    const own: [string, Guard][] = route.path || route.index ? [[path || '/', here]] : [];
    return [...own, ...guardedPaths(route.children ?? [], path, here)];
  });
}

const paths = new Map(guardedPaths(routes));
const roles = ['buyer', 'seller', 'admin', 'auditor'] as const;
/** What a signed-in role gets on a screen guarded so (a visitor gets the login on any of them). */
const opens = (guard: Guard, role: Role) =>
  guard === 'public' || guard === 'signed-in' || guard.includes(role);

// The screens of issues 17 and 18, and who may open each (the server checks every call again).
const SELLER_SCREENS = [
  '/seller/dashboard',
  '/seller/lots/:action',
  '/seller/auctions/:action',
  '/seller/templates',
  '/seller/offers',
  '/seller/reports',
  '/seller/subscription',
  '/seller/organization',
  // Issue 26: the return requests of the seller's lots (an admin's every one).
  '/seller/returns',
  // Issue 26: make-offers on the seller's buy-now items; a buyer's invoices a seller acts on.
  '/seller/make-offers',
  '/seller/invoices',
  '/seller/invoices/:id',
  // Issue 25: the seller's saved cards and bank accounts (the buyer's screens, reused).
  '/seller/payments/saved_cards',
  '/seller/payments/bank_details',
  '/post_project/auction_detail/:action',
  '/post_project/create_lot/:action',
];
const ADMIN_SCREENS = [
  '/admin/lots/:action',
  '/admin/users/:action',
  '/admin/user/:id',
  '/admin/mail',
  '/admin/returns',
  '/admin/viewings',
  '/admin/increments',
  '/admin/shipping-rates',
  '/admin/configuration',
  '/admin/tables/:table',
  '/admin/pages',
  '/admin/phrases',
  '/admin/fields/:viewPage',
  '/admin/replay/lot/:id',
  '/admin/replay/auction/:id',
  '/admin/money/:tab',
  '/admin/money/ledger/:kind/:owner',
];
// Issue 18: the event log's screens, read-only, for auditors (and admins).
const AUDIT_SCREENS = ['/audit/events', '/audit/checkpoints', '/audit/money'];

describe('Who may open each back-office screen', () => {
  it.each(SELLER_SCREENS)('%s: sellers and admins; a buyer is not allowed', (path) => {
    const guard = paths.get(path);
    expect(guard).toBeDefined();
    expect(roles.filter((r) => opens(guard!, r))).toEqual(['seller', 'admin']);
  });

  it.each(ADMIN_SCREENS)(
    '%s: admins only; a buyer, a seller or an auditor is not allowed',
    (path) => {
      const guard = paths.get(path);
      expect(guard).toBeDefined();
      expect(roles.filter((r) => opens(guard!, r))).toEqual(['admin']);
    },
  );

  it.each(AUDIT_SCREENS)('%s: auditors and admins; a buyer or a seller is not allowed', (path) => {
    const guard = paths.get(path);
    expect(guard).toBeDefined();
    expect(roles.filter((r) => opens(guard!, r))).toEqual(['admin', 'auditor']);
  });

  it('leaves no /seller, /post_project, /admin or /audit screen out of the lists above', () => {
    const backOffice = [...paths.keys()].filter((p) =>
      /^\/(seller|post_project|admin|audit)\/[^/]/.test(p),
    );
    const listed = new Set([...SELLER_SCREENS, ...ADMIN_SCREENS, ...AUDIT_SCREENS]);
    // Redirects (`lots` -> `lots/all`) open nothing of their own.
    const screens = backOffice.filter((p) => routeAt(p)?.element === undefined);
    expect(screens.filter((p) => !listed.has(p))).toEqual([]);
  });

  it('lets anyone open /invite (the invited person has no account yet)', () => {
    expect(paths.get('/invite')).toBe('public');
  });
});

// Issue 17, "Done when": screenshots of every back-office screen in English and Arabic under docs/.
describe('The committed screenshots of the back office', () => {
  // The web's tests run from web/ (jsdom gives this module an http: URL, so no import.meta.url here).
  const repo = join(process.cwd(), '..');
  const shots = JSON.parse(
    readFileSync(join(repo, 'scripts/backoffice-screens.json'), 'utf8'),
  ) as Record<string, [name: string, path: string][]>;
  const entries = Object.values(shots).flat();
  const pattern = (screen: string) => new RegExp(`^${screen.replace(/:\w+/g, '[^/]+')}$`);

  it.each([...SELLER_SCREENS, ...ADMIN_SCREENS, ...AUDIT_SCREENS])(
    '%s has a screenshot in English and in Arabic',
    (screen) => {
      const shot = entries.find(([, path]) => pattern(screen).test(path));
      expect(shot, `no entry for ${screen} in scripts/backoffice-screens.json`).toBeDefined();
      for (const lang of ['en', 'ar']) {
        const file = join(repo, `docs/screenshots/backoffice/${lang}/${shot![0]}.png`);
        expect(existsSync(file), `${lang}/${shot![0]}.png`).toBe(true);
      }
    },
  );
});

function routeAt(path: string, list = routes, prefix = ''): RouteObject | undefined {
  for (const route of list) {
    const here = route.path ? `${prefix}/${route.path}`.replace(/\/+/g, '/') : prefix;
    if (here === path && (route.path || route.index)) return route;
    const found = routeAt(path, route.children ?? [], here);
    if (found) return found;
  }
  return undefined;
}
