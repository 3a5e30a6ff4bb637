import type { EventStore } from '@facet/event-store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes } from '../../src/security/http-security.js';
import { EVENT_STORE } from '../../src/shared/event-sourcing/tokens.js';
import { UNPREFIXED_ROUTES } from '../../src/shared/http/unprefixed-routes.js';
import { type Harness, startHarness } from '../http-harness.js';
import { type Actors, createActors } from './actors.js';
import { roughLotForm } from '../backoffice-fixtures.js';
import { type SellerObjects, setUpSellerObjects } from './ownership.scenario.js';
import { isCase, OWNERSHIP, type OwnershipCase, sellerRoutes } from './ownership.table.js';
import { expected, ROLES, ROUTE_ACCESS } from './route-access.table.js';
import { routeTableGaps } from './route-table-gaps.js';

/**
 * The app's own routes as Fastify registered them (HEAD twins and the CORS preflight aside),
 * with the routes served outside /api (well-known URIs, /metrics).
 */
export const appRoutes = () =>
  [
    ...new Set(
      registeredRoutes
        .filter(
          (r) =>
            (r.url.startsWith('/api') ||
              r.url.startsWith('/.well-known/') ||
              UNPREFIXED_ROUTES.includes(r.url.slice(1))) &&
            r.method !== 'HEAD',
        )
        .map((r) => `${r.method} ${r.url}`),
    ),
  ].sort();

describe('Authorization matrix: every route x every role', () => {
  let h: Harness;
  let actors: Actors;
  const call = async (route: string, token: string | undefined) => {
    const [method = 'POST', url = ''] = route.split(' ');
    const res = await fetch(`${h.baseUrl}${url}`, {
      method,
      headers: {
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(method === 'POST' ? { body: '{}' } : {}),
    });
    return res.status;
  };

  let afterSetup = '';
  const store = () => h.app.get<symbol, EventStore>(EVENT_STORE);
  beforeAll(async () => {
    h = await startHarness();
    actors = await createActors(h);
    afterSetup = (await store().readAll('', 100_000)).at(-1)?.position ?? '';
  });
  afterAll(() => h.close(), 90_000);

  it('has an entry for every route the running app registers, and no stale entries', () => {
    const routes = appRoutes();
    expect(routes.length).toBeGreaterThan(60);
    expect(routeTableGaps(ROUTE_ACCESS, routes)).toEqual({ unlisted: [], stale: [] });
  });

  const cases = Object.entries(ROUTE_ACCESS).flatMap(([route, rule]) =>
    ROLES.map((role) => [route, role, rule] as const),
  );
  it.each(cases)('%s as %s', async (route, role, rule) => {
    const fresh = rule.fresh && role !== 'visitor' && role !== 'suspended';
    const token = fresh ? await actors.login(role) : actors.tokens[role];
    const status = await call(route, token);
    const want = expected(rule.access, role, route);
    if (want === 'allowed') expect([401, 403, 428, 500]).not.toContain(status);
    else expect(status).toBe(want);
  });

  it('shows that no state-changing route accepts an auditor: after every route, the log holds nothing the auditor caused but their own sessions', async () => {
    const caused = (await store().readAll(afterSetup, 100_000)).filter(
      (e) => (e.metadata as { userId?: string }).userId === actors.ids.auditor,
    );
    const types = new Set(caused.map((e) => e.type));
    expect(types.size).toBeGreaterThan(0);
    for (const type of types) expect(['UserSessionStarted', 'UserSessionRevoked']).toContain(type);
  });

  /**
   * Issue 17: seller B calls every seller route that names an object with seller A's real ids; the
   * route refuses (403 or 404, as it does today) and the log gains no event on those objects'
   * streams and none caused by B. Then A's same call answers 200, so no case passes by being
   * broken. The B calls all run first, on A's settled objects, before A changes any of them.
   */
  describe("ownership: seller B on seller A's objects", () => {
    let o: SellerObjects;
    const cases = Object.entries(OWNERSHIP).flatMap(([route, e]) =>
      isCase(e) ? [[route, e] as const] : [],
    );
    const post = (route: string, body: unknown, token: string | undefined) =>
      h.post(route.replace('POST /api/', ''), body, token);
    /** The ids of A's objects a body names (arrays too). */
    const named = (body: Record<string, unknown>) => {
      const ours = new Set(
        [
          o.auction,
          o.lot,
          o.spareLot,
          o.sealed,
          o.template,
          o.invoice,
          o.returnRequest,
          o.actingInvoice,
          o.actingHold,
        ].filter(Boolean),
      );
      return Object.values(body)
        .flat()
        .filter((v): v is string => typeof v === 'string' && ours.has(v));
    };
    beforeAll(async () => {
      const { tokens, ids } = actors;
      o = await setUpSellerObjects(
        h,
        { seller: tokens.seller, otherSeller: tokens['other-seller'], buyer: tokens.buyer },
        ids.buyer,
      );
    }, 60_000);

    it('has an entry for every route a seller may call, and none for another route', () => {
      const routes = sellerRoutes();
      expect(routes.length).toBeGreaterThan(30);
      expect(routeTableGaps(OWNERSHIP, routes)).toEqual({ unlisted: [], stale: [] });
      expect(cases.length).toBeGreaterThan(20);
    });

    it.each(cases)(
      '%s: seller B is refused and writes nothing',
      async (route, c: OwnershipCase) => {
        for (const body of c.foreign(o)) {
          const from = (await store().readAll('', 100_000)).at(-1)?.position ?? '';
          const r = await post(route, body, actors.tokens['other-seller']);
          expect([r.status, body]).toEqual([c.refused, body]);
          const ids = named(body);
          expect(ids.length).toBeGreaterThan(0);
          const written = (await store().readAll(from, 100_000)).filter(
            (e) =>
              ids.some((id) => e.stream.includes(id)) ||
              (e.metadata as { userId?: string }).userId === actors.ids['other-seller'],
          );
          expect(written.map((e) => `${e.stream} ${e.type}`)).toEqual([]);
        }
      },
    );

    it.each(cases)(
      '%s: seller A, the same call on their own object, answers 200',
      async (route, c) => {
        const r = await post(route, c.own(o), actors.tokens.seller);
        expect([r.status, r.body]).toEqual([200, expect.anything()]);
      },
    );
  });

  describe("ownership: own, another user's, missing", () => {
    it("company owners, saved searches: own 200, another user's 404, missing 404", async () => {
      const { tokens } = actors;
      const owner = (
        await h.post(
          'user/addCompanyOwner',
          { first_name: 'O', last_name: 'W', email: 'o@w.test' },
          tokens.buyer,
        )
      ).body.data.responseData.id;
      const search = (
        await h.post('user/addSavedSearch', { title: 't', search_text: '{}' }, tokens.buyer)
      ).body.data.responseData.id;
      const ownerBody = (id: string) => ({
        id,
        first_name: 'N',
        last_name: 'W',
        email: 'n@w.test',
      });
      expect(
        (await h.post('user/updateCompanyOwner', ownerBody(owner), tokens['buyer-without-kyc']))
          .status,
      ).toBe(404);
      expect(
        (await h.post('user/updateCompanyOwner', ownerBody('missing'), tokens.buyer)).status,
      ).toBe(404);
      expect((await h.post('user/updateCompanyOwner', ownerBody(owner), tokens.buyer)).status).toBe(
        200,
      );
      expect((await h.post('user/removeSavedSearch', { id: search }, tokens.seller)).status).toBe(
        404,
      );
      expect((await h.post('user/removeSavedSearch', { id: 'missing' }, tokens.buyer)).status).toBe(
        404,
      );
      expect((await h.post('user/removeSavedSearch', { id: search }, tokens.buyer)).status).toBe(
        200,
      );
      expect((await h.post('user/removeCompanyOwner', { id: owner }, tokens.seller)).status).toBe(
        404,
      );
      expect((await h.post('user/removeCompanyOwner', { id: owner }, tokens.buyer)).status).toBe(
        200,
      );
    });

    it('lots: the own seller 200, another seller 403, a missing lot 404, an admin 200', async () => {
      const { tokens } = actors;
      const now = h.clock.now().getTime();
      const lot = await h.post(
        'seller/product/projectAction',
        roughLotForm(now, {
          title: 'Matrix rough',
          pricing: 'per_carat',
          weight: '1.20',
          date_added: new Date(now + 60_000).toISOString(),
        }),
        tokens.seller,
      );
      const id = lot.body.data.responseData.id as string;
      expect(
        (
          await h.post(
            'seller/product/changeStatus',
            { id, status: 'inactive' },
            tokens['other-seller'],
          )
        ).status,
      ).toBe(403);
      expect(
        (
          await h.post(
            'seller/product/changeStatus',
            { id: 'missing-lot', status: 'inactive' },
            tokens.seller,
          )
        ).status,
      ).toBe(404);
      expect(
        (await h.post('seller/product/changeStatus', { id, status: 'inactive' }, tokens.seller))
          .status,
      ).toBe(200);
      expect(
        (await h.post('seller/product/changeStatus', { id, status: 'active' }, tokens.admin))
          .status,
      ).toBe(200);
    });

    it('back office: a missing user is 404, and admins cannot be switched into', async () => {
      expect(
        (await h.post('admin/user/getSingleUser', { user_id: 'missing' }, actors.tokens.admin))
          .status,
      ).toBe(404);
      expect(
        (await h.post('user/switchuser', { user_id: actors.ids.admin }, actors.tokens.admin))
          .status,
      ).toBe(403);
    });
  });
});
