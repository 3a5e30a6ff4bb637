import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainRejection } from '../../shared/domain/domain-rejection.js';
import { addSeconds } from '../../shared/domain/instant.rules.js';
import { inc } from './lot-settings.rules.js';
import { decide } from './lot.decider.js';
import { evolve } from './lot.evolve.js';
import type { LotState } from './lot.state.js';
import { nextBid } from './lot.views.js';
import { aSettings, buyer, minute, openLot } from './lot.test-builders.js';

// A tiny reference model of proxy bidding, written from the rules' outcome rather than their
// steps: the highest maximum leads (earliest priority on a tie) and pays one increment over the
// runner-up's maximum, capped by its own, pulled up to the reserve it reaches. Only a challenger
// re-prices; the leader changing their own maximum moves the price only toward the reserve (P2).
interface Model {
  sprice: number;
  rprice: number;
  maxima: Map<string, { max: number; priority: number }>;
  seq: number;
  price: number;
}
interface Real {
  state: LotState;
  at: string;
}

const settings = aSettings();

function modelLeader(m: Model): { userId: string; max: number } | null {
  let best: { userId: string; max: number; priority: number } | null = null;
  for (const [userId, b] of m.maxima) {
    if (!best || b.max > best.max || (b.max === best.max && b.priority < best.priority))
      best = { userId, ...b };
  }
  return best;
}

function outcomePrice(m: Model): number {
  const leader = modelLeader(m);
  if (!leader) return 0;
  const others = [...m.maxima].filter(([u]) => u !== leader.userId).map(([, b]) => b.max);
  let price =
    others.length === 0
      ? m.sprice
      : Math.min(leader.max, Math.max(...others) + inc(Math.max(...others), settings));
  if (m.rprice > 0) price = Math.max(price, Math.min(leader.max, m.rprice));
  return Math.max(price, m.sprice, m.price);
}

const modelPrice = (m: Model): number => m.price;
const modelNextBid = (m: Model): number =>
  m.maxima.size === 0 ? m.sprice : m.price + inc(m.price, settings);

/** What a bid came to: events recorded, nothing recorded (never right for a bid), or refused. */
type Outcome = 'accept' | 'noop' | 'reject';

class PlaceProxyBid implements fc.Command<Model, Real> {
  constructor(
    readonly userId: string,
    readonly rel: number,
  ) {}
  check = (): boolean => true;
  run(m: Model, r: Real): void {
    const leader = modelLeader(m);
    const amount = Math.max(1, nextBid(r.state) + this.rel);
    r.at = addSeconds(r.at, 1);
    const mine = m.maxima.get(this.userId);
    let expected: Outcome;
    // The leader's same maximum again is refused, never acknowledged with nothing recorded.
    const refusal =
      leader?.userId === this.userId && amount === leader.max
        ? 'bid.same-maximum'
        : 'bid.below-minimum';
    if (leader?.userId === this.userId)
      expected = amount === leader.max || amount < modelPrice(m) ? 'reject' : 'accept';
    else expected = amount < modelNextBid(m) ? 'reject' : 'accept';

    let outcome: Outcome;
    try {
      const events = decide(
        { type: 'PlaceBid', bidId: `b${m.seq}`, amount, actor: buyer(this.userId), at: r.at },
        r.state,
      );
      outcome = events.length === 0 ? 'noop' : 'accept';
      r.state = events.reduce(evolve, r.state);
    } catch (e) {
      expect(e).toBeInstanceOf(DomainRejection);
      expect((e as DomainRejection).code).toBe(refusal);
      outcome = 'reject';
    }
    expect(outcome).toBe(expected);
    if (expected === 'accept') {
      m.seq += 1;
      const lowering = leader?.userId === this.userId && mine !== undefined && amount < mine.max;
      const leaderChanges = leader?.userId !== this.userId;
      m.maxima.set(this.userId, {
        max: amount,
        priority: lowering && mine ? mine.priority : m.seq,
      });
      if (leaderChanges) m.price = outcomePrice(m);
      else if (m.rprice > 0) m.price = Math.max(m.price, Math.min(amount, m.rprice));
    }
    expect(r.state.leader?.userId ?? null).toBe(modelLeader(m)?.userId ?? null);
    expect(r.state.wprice).toBe(modelPrice(m));
    expect(nextBid(r.state)).toBe(modelNextBid(m));
  }
  toString = (): string => `${this.userId} bids next_bid${this.rel >= 0 ? '+' : ''}${this.rel}`;
}

const bidArb = fc
  .tuple(
    fc.constantFrom('A', 'B', 'C', 'D'),
    fc.oneof(fc.integer({ min: -30_00, max: 40_00 }), fc.integer({ min: 0, max: 1500_00 })),
  )
  .map(([u, rel]) => new PlaceProxyBid(u, rel));

describe('Lot against a reference model of proxy bidding', () => {
  it.each([
    ['without a reserve', 0],
    ['with a $1,500 reserve', 1500_00],
  ])('agrees on acceptance, leader, wprice and next_bid %s', (_name, rprice) => {
    fc.assert(
      fc.property(fc.commands([bidArb], { maxCommands: 40 }), (cmds) => {
        const model: Model = { sprice: 500_00, rprice, maxima: new Map(), seq: 0, price: 0 };
        const real: Real = { state: openLot({ rprice }), at: minute(1) };
        fc.modelRun(() => ({ model, real }), cmds);
      }),
      { numRuns: 300 },
    );
  });
});
