import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../http-harness.js';
import { READ_BODIES, readRoutes } from './privacy-sweep.routes.js';
import {
  AMOUNTS,
  PEOPLE,
  playBids,
  type Scenario,
  setUpScenario,
  SWEEP_ROLES,
  type SweepRole,
  watchAll,
} from './privacy-sweep.scenario.js';
import { expected, type MatrixRole, ROUTE_ACCESS } from './route-access.table.js';

/** An amount in cents as any answer could spell it: dollars (`6543.21`, `$6,543.21`) or cents. */
function amount(cents: number): RegExp {
  const whole = String(Math.trunc(cents / 100));
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',?');
  const frac = String(cents % 100).padStart(2, '0');
  return new RegExp(`(?<![\\d.])${grouped}\\.${frac}(?!\\d)|(?<![\\w.-])${cents}(?![\\w-])`);
}
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const identity = (role: 'buyer' | 'other-buyer', id: string): RegExp => {
  const p = PEOPLE[role];
  return new RegExp([p.first_name, p.last_name, p.email, id].map(escape).join('|'), 'i');
};

interface Secret {
  what: string;
  pattern: RegExp;
  /** Who may see it; everyone else must never receive it, in any answer or push. */
  seenBy: readonly SweepRole[];
}

/**
 * The rules (quality.md, Authorization; bidding-rules.md): a reserve is its seller's alone. A
 * proxy maximum is its bidder's alone: no screen of the spec shows a standing maximum to the
 * seller either (a seller who knew it could bid the price up to it). An open sealed offer is
 * its bidder's alone, "not other bidders, not the seller". A buyer's name, e-mail and id reach
 * nobody but the buyer and the seller of a lot they bid on (the seller's desk names its bidders;
 * other buyers see masked names in the bid history and never an id).
 */
const secrets = (s: Scenario): Secret[] => [
  { what: "the seller's reserve", pattern: amount(AMOUNTS.reserve), seenBy: ['seller'] },
  {
    what: "the other seller's reserve",
    pattern: amount(AMOUNTS.otherReserve),
    seenBy: ['other-seller'],
  },
  { what: "buyer A's proxy maximum", pattern: amount(AMOUNTS.maximumA), seenBy: ['buyer'] },
  { what: "buyer A's open sealed offer", pattern: amount(AMOUNTS.offerA), seenBy: ['buyer'] },
  { what: "buyer B's open sealed offer", pattern: amount(AMOUNTS.offerB), seenBy: ['other-buyer'] },
  {
    what: "buyer A's identity",
    pattern: identity('buyer', s.ids.buyer),
    seenBy: ['buyer', 'seller'],
  },
  {
    what: "buyer B's identity",
    pattern: identity('other-buyer', s.ids['other-buyer']),
    // B bids on the other seller's lot too: both sellers' desks name B.
    seenBy: ['other-buyer', 'seller', 'other-seller'],
  },
];

/** Who each swept role is in the authorization matrix (B is another signed-in buyer). */
const MATRIX_ROLE: Record<SweepRole, MatrixRole> = {
  visitor: 'visitor',
  buyer: 'buyer',
  'other-buyer': 'buyer',
  seller: 'seller',
  'other-seller': 'other-seller',
};

interface Seen {
  where: string;
  role: SweepRole;
  status?: number;
  text: string;
}

describe('Privacy sweep: every read route and every push, per role', () => {
  let h: Harness;
  let s: Scenario;
  let sockets: Socket[] = [];
  let pushes: Record<SweepRole, string[]>;
  const answers: Seen[] = [];

  const call = async (route: string, role: SweepRole, body: unknown, url?: string) => {
    const [method = 'POST', path = ''] = route.split(' ');
    const token = s.tokens[role];
    const res = await fetch(`${h.baseUrl}${url ?? path}`, {
      method,
      headers: {
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(method === 'POST' ? { body: JSON.stringify(body) } : {}),
    });
    const where = `${route} ${method === 'POST' ? JSON.stringify(body) : ''}`.trim();
    answers.push({ where, role, status: res.status, text: await res.text() });
  };

  beforeAll(async () => {
    h = await startHarness();
    s = await setUpScenario(h);
    ({ pushes, sockets } = await watchAll(h, s));
    await playBids(h, s);
  }, 60_000);
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await h?.close();
  }, 60_000);

  it('has a body for every read route, and none for a route that is gone or not a read', () => {
    const reads = readRoutes();
    expect(reads.length).toBeGreaterThan(60);
    expect(reads.filter((r) => !READ_BODIES[r])).toEqual([]);
    expect(Object.keys(READ_BODIES).filter((r) => !reads.includes(r))).toEqual([]);
  });

  it('calls every read route as each role; each answers its allowed roles without a 400 or 500', async () => {
    for (const route of readRoutes()) {
      const entry = READ_BODIES[route];
      if (!entry) continue;
      for (const role of SWEEP_ROLES) {
        if ('url' in entry) await call(route, role, undefined, entry.url);
        else for (const body of entry.bodies(s)) await call(route, role, body);
      }
    }
    const broken = answers.filter((a) => {
      const rule = ROUTE_ACCESS[a.where.split(' ').slice(0, 2).join(' ')];
      return (
        rule &&
        expected(rule.access, MATRIX_ROLE[a.role], a.where.split(' ')[1] ?? '') === 'allowed' &&
        (a.status === 400 || (a.status ?? 0) >= 500)
      );
    });
    expect(
      broken.map((a) => `${a.where} as ${a.role}: ${a.status} ${a.text.slice(0, 200)}`),
    ).toEqual([]);
  }, 60_000);

  it('collects the pushes each role got while the bids were played, and on catching up', async () => {
    const lots = Object.fromEntries(Object.values(s.lots).map((id) => [id, 0]));
    for (const socket of sockets) await socket.emitWithAck('catchUp', { lots });
    await new Promise((r) => setTimeout(r, 300));
    for (const role of SWEEP_ROLES) expect(pushes[role].length, role).toBeGreaterThan(0);
  });

  it('shows no role a secret that is not theirs, in any answer or push', () => {
    const all: Seen[] = [
      ...answers,
      ...SWEEP_ROLES.flatMap((role) => pushes[role].map((text) => ({ where: 'push', role, text }))),
    ];
    const leaks = secrets(s).flatMap((secret) =>
      all
        .filter((a) => !secret.seenBy.includes(a.role))
        .flatMap((a) => {
          const m = secret.pattern.exec(a.text);
          if (!m) return [];
          const excerpt = a.text.slice(Math.max(0, m.index - 80), m.index + m[0].length + 40);
          return [`${secret.what} to ${a.role} by ${a.where} (${a.status ?? ''}): …${excerpt}…`];
        }),
    );
    expect(leaks).toEqual([]);
  });

  it('can see each secret where it belongs, so the patterns match what the answers spell', () => {
    const texts = (role: SweepRole) => [
      ...answers.filter((a) => a.role === role).map((a) => a.text),
      ...pushes[role],
    ];
    for (const secret of secrets(s))
      for (const role of secret.seenBy)
        expect(
          texts(role).some((t) => secret.pattern.test(t)),
          `${secret.what} to ${role}`,
        ).toBe(true);
  });
});
