import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainRejection } from '../../shared/domain/domain-rejection.js';
import type { LotCommand } from './lot.commands.js';
import { decide } from './lot.decider.js';
import { evolve } from './lot.evolve.js';
import type { LotState } from './lot.state.js';
import { nextBid } from './lot.views.js';
import { winningTotal, type SpendingCaps } from './spending-cap.rules.js';
import { buyer, close, minute, openLot } from './lot.test-builders.js';

// Issue 30, CAP-3: properties of the cap over whole auctions of several lots, as the handler
// feeds the decider (each bid sees what its bidders lead or have won on the other lots).
const lotsArb = fc.array(
  fc.record({
    pricing: fc.constantFrom('per_item', 'per_carat' as const),
    weight: fc.integer({ min: 50, max: 300 }),
    qty: fc.integer({ min: 1, max: 3 }),
    sprice: fc.integer({ min: 1_00, max: 100_00 }),
  }),
  { minLength: 2, maxLength: 3 },
);
const capsArb = fc.record({
  A: fc.integer({ min: 1_00, max: 600_00 }),
  B: fc.option(fc.integer({ min: 1_00, max: 3000_00 }), { nil: undefined }),
  C: fc.option(fc.integer({ min: 1_00, max: 3000_00 }), { nil: undefined }),
});
const stepsArb = fc.array(
  fc.record({
    user: fc.constantFrom('A', 'B', 'C'),
    lot: fc.nat(2),
    // Mostly next_bid itself (the proxy answers), sometimes a maximum far above it.
    over: fc.oneof(
      { weight: 3, arbitrary: fc.constant(0) },
      { weight: 2, arbitrary: fc.integer({ min: -5_00, max: 50_00 }) },
      { weight: 3, arbitrary: fc.integer({ min: 0, max: 400_00 }) },
    ),
    hard: fc.boolean(),
  }),
  { maxLength: 40 },
);

type Caps = Partial<Record<string, number>>;

/** What the handler sends: each capped buyer's cap and what they lead or won on the other lots. */
function capsInput(lots: readonly LotState[], at: number, caps: Caps): SpendingCaps {
  const input: Record<string, { cap: number; elsewhere: number }> = {};
  for (const [userId, cap] of Object.entries(caps)) {
    if (cap === undefined) continue;
    const elsewhere = lots.reduce((n, l, i) => (i === at ? n : n + winningTotal(l, userId)), 0);
    input[userId] = { cap, elsewhere };
  }
  return input;
}

type ArbValue<A> = A extends fc.Arbitrary<infer T> ? T : never;

function run(
  specs: ArbValue<typeof lotsArb>,
  steps: ArbValue<typeof stepsArb>,
  caps: Caps | undefined,
  check: (lots: LotState[]) => void = () => {},
) {
  const lots = specs.map((s) => openLot(s));
  const decided: unknown[] = [];
  const apply = (i: number, cmd: LotCommand) => {
    try {
      const events = decide(cmd, lots[i] as LotState);
      lots[i] = events.reduce(evolve, lots[i] as LotState);
      decided.push(events);
    } catch (err) {
      if (!(err instanceof DomainRejection)) throw err;
      decided.push(err.code);
    }
  };
  steps.forEach((s, n) => {
    const i = s.lot % lots.length;
    const amount = nextBid(lots[i] as LotState) + s.over;
    const cmd: LotCommand = {
      type: 'PlaceBid',
      bidId: `cap-${n}`,
      amount,
      actor: buyer(s.user),
      at: minute(1 + n),
      biddingMode: s.hard ? 'hard' : 'proxy',
      ...(caps ? { spendingCaps: capsInput(lots, i, caps) } : {}),
    };
    apply(i, cmd);
    check(lots);
  });
  lots.forEach((_, i) => apply(i, close()));
  check(lots);
  return decided;
}

describe('CAP-3: the cap across an auction’s lots (properties)', () => {
  it('no buyer ever leads or wins more than their cap in total', () => {
    fc.assert(
      fc.property(lotsArb, stepsArb, capsArb, (specs, steps, caps) => {
        run(specs, steps, caps, (lots) => {
          for (const [userId, cap] of Object.entries(caps)) {
            if (cap === undefined) continue;
            const total = lots.reduce((n, l) => n + winningTotal(l, userId), 0);
            expect(total).toBeLessThanOrEqual(cap);
          }
        });
      }),
      {
        numRuns: 1000,
        // Found by shrinking with CAP-2 off: A leads lot 1 below their maximum, fills the cap on
        // lot 0, then C's bid on lot 1 would make A's proxy raise past the cap.
        examples: [
          [
            [
              { pricing: 'per_carat', weight: 231, qty: 1, sprice: 33_13 },
              { pricing: 'per_item', weight: 50, qty: 1, sprice: 1_00 },
            ],
            [
              { user: 'A', lot: 1, over: 10_00, hard: false },
              { user: 'A', lot: 0, over: 0, hard: false },
              { user: 'C', lot: 1, over: 0, hard: false },
            ],
            { A: 77_53, B: undefined, C: undefined },
          ],
        ],
      },
    );
  });

  it('without caps, or with caps nobody reaches, every decision is the same as today', () => {
    fc.assert(
      fc.property(lotsArb, stepsArb, (specs, steps) => {
        const today = run(specs, steps, undefined);
        expect(run(specs, steps, {})).toEqual(today);
        const unreachable = { A: 1e13, B: 1e13, C: 1e13 };
        expect(run(specs, steps, unreachable)).toEqual(today);
      }),
      { numRuns: 200 },
    );
  });
});
