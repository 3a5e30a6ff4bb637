import { EventRegistry, lotEvents, type LotDetails, type LotEvent } from '@facet/event-schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainRejection } from '../../shared/domain/domain-rejection.js';
import { addMinutes, addSeconds, toMs } from '../../shared/domain/instant.rules.js';
import type { LotCommand } from './lot.commands.js';
import { decide } from './lot.decider.js';
import { evolve } from './lot.evolve.js';
import { knownRejectionCodes, messageFor } from './lot.messages.js';
import { initialState, type LotState } from './lot.state.js';
import { nextBid } from './lot.views.js';
import { aLot, aSettings, admin, buyer, seller, T0 } from './lot.test-builders.js';

const registry = new EventRegistry().register(...lotEvents);
const users = ['A', 'B', 'C', 'A', 'B', 'C', 'seller'];

const lotArb = fc.record({
  auctiontype: fc.constantFrom('standard', 'standard', 'reverse', 'sealed' as const),
  biddingMode: fc.constantFrom('proxy', 'hard' as const),
  rprice: fc.constantFrom(0, 700_00, 1500_00),
  qty: fc.integer({ min: 1, max: 3 }),
  buynow: fc.constantFrom(0, 1 as const),
  deposit: fc.constantFrom(0, 0, 0, 1 as const),
  sealedAutoAward: fc.boolean(),
  softCloseCapSeconds: fc.constantFrom(null, 120),
});

// Mostly near next_bid (the interesting edge), sometimes anywhere, sometimes empty.
const amountArb = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: -20_00, max: 900_00 }).map((rel) => ({ rel })) },
  { weight: 1, arbitrary: fc.integer({ min: -100, max: 300_000 }).map((abs) => ({ abs })) },
  { weight: 1, arbitrary: fc.constant(null) },
);

// One step: a command shape plus how many seconds pass before it.
const stepArb = fc.record({
  wait: fc.oneof(
    { weight: 8, arbitrary: fc.integer({ min: 0, max: 400 }) },
    { weight: 1, arbitrary: fc.integer({ min: 0, max: 7200 }) },
  ),
  user: fc.constantFrom(...users),
  kind: fc.constantFrom(
    'bid',
    'bid',
    'bid',
    'bid',
    'bid',
    'bid',
    'prebid',
    'prebid',
    'open',
    'close',
    'deposit',
    'retract',
    'cart',
    'checkout',
    'release',
    'award',
    'rejectAll',
    'checkout',
  ),
  amount: amountArb,
  pick: fc.nat(20),
  qty: fc.integer({ min: 1, max: 3 }),
});
type StepShape = typeof stepArb extends fc.Arbitrary<infer S> ? S : never;

function amountOf(s: StepShape, state: LotState): number | null {
  if (s.amount === null) return null;
  if ('abs' in s.amount) return s.amount.abs;
  const next = nextBid(state);
  return state.details.auctiontype === 'reverse' ? next - s.amount.rel : next + s.amount.rel;
}

function toCommand(s: StepShape, state: LotState, at: string, n: number): LotCommand {
  const amount = amountOf(s, state);
  const actor = s.user === 'seller' ? seller : buyer(s.user);
  const holds = [...Object.keys(state.holds), ...state.checkedOut];
  const bids = [...state.bids, ...state.preBids]
    .map((b) => b.bidId)
    .concat(Object.values(state.offers).map((o) => o.bidId));
  switch (s.kind) {
    case 'bid':
      return { type: 'PlaceBid', bidId: `b${n}`, amount, actor, at };
    case 'prebid':
      return { type: 'PlacePreBid', bidId: `p${n}`, amount, actor, at };
    case 'open':
      return { type: 'OpenLot', settings: state.settings, actor: admin, at };
    case 'close':
      return { type: 'CloseLot', actor: admin, at };
    case 'deposit':
      return { type: 'RecordBidDeposit', userId: s.user, amount: 1000_00, actor: admin, at };
    case 'retract':
      return {
        type: 'RetractBid',
        bidId: bids[s.pick % Math.max(bids.length, 1)] ?? 'none',
        reason: 'test',
        actor: admin,
        at,
      };
    case 'cart':
      return { type: 'AddToCart', holdId: `h${n}`, qty: s.qty, actor, at };
    case 'checkout': {
      const holdId = holds[s.pick % Math.max(holds.length, 1)] ?? 'none';
      const owner = state.holds[holdId]?.userId;
      return {
        type: 'CheckoutHold',
        holdId,
        actor: owner && s.pick % 4 !== 0 ? buyer(owner) : actor,
        at,
      };
    }
    case 'release':
      return {
        type: 'ReleaseHold',
        holdId: holds[s.pick % Math.max(holds.length, 1)] ?? 'none',
        reason: 'expired',
        actor: admin,
        at,
      };
    case 'award':
      return { type: 'AwardOffer', userId: s.user, actor: seller, at };
    default:
      return { type: 'RejectAllOffers', actor: seller, at };
  }
}

// The scheduler's part: open at the start, close at the end, whatever the user does.
function scheduled(state: LotState, at: string): LotCommand | null {
  if (state.phase === 'scheduled' && toMs(at) >= toMs(state.details.date_added)) {
    return { type: 'OpenLot', settings: state.settings, actor: admin, at };
  }
  if (state.phase === 'open' && toMs(at) >= toMs(state.dateClosed))
    return { type: 'CloseLot', actor: admin, at };
  return null;
}

const held = (s: LotState): number => Object.values(s.holds).reduce((n, h) => n + h.qty, 0);

interface Step {
  command: LotCommand;
  before: LotState;
  after: LotState;
  events: LotEvent[];
  rejection: DomainRejection | null;
}
interface Run {
  details: LotDetails;
  steps: Step[];
  log: LotEvent[];
  state: LotState;
}

function runScenario(
  cfg: typeof lotArb extends fc.Arbitrary<infer C> ? C : never,
  shapes: StepShape[],
): Run {
  const details = aLot({
    auctiontype: cfg.auctiontype,
    rprice: cfg.rprice,
    qty: cfg.qty,
    buynow: cfg.buynow,
    bprice: cfg.buynow ? 2000_00 : 0,
    deposit: cfg.deposit,
    deposit_amount: cfg.deposit ? 1000_00 : 0,
    date_closed: addMinutes(T0, 120),
  });
  const settings = aSettings({
    biddingMode: cfg.biddingMode,
    sealedAutoAward: cfg.sealedAutoAward,
    softCloseCapSeconds: cfg.softCloseCapSeconds,
  });
  const created = decide(
    { type: 'CreateLot', lotId: 'l1', details, settings, actor: seller, at: addMinutes(T0, -60) },
    initialState(),
  );
  const log: LotEvent[] = [...created];
  const steps: Step[] = [];
  let state = created.reduce(evolve, initialState());
  let at = addMinutes(T0, -20);
  shapes.forEach((shape, n) => {
    at = addSeconds(at, shape.wait);
    const command = scheduled(state, at) ?? toCommand(shape, state, at, n);
    const before = state;
    let events: LotEvent[] = [];
    let rejection: DomainRejection | null = null;
    try {
      events = decide(command, state);
    } catch (e) {
      if (!(e instanceof DomainRejection)) throw e;
      rejection = e;
    }
    state = events.reduce(evolve, state);
    log.push(...events);
    steps.push({ command, before, after: state, events, rejection });
  });
  return { details, steps, log, state };
}

/** Checks a property over many generated lots and command sequences. */
function forAnyRun(check: (run: Run) => void): void {
  fc.assert(
    fc.property(lotArb, fc.array(stepArb, { minLength: 5, maxLength: 60 }), (cfg, shapes) =>
      check(runScenario(cfg, shapes)),
    ),
    { numRuns: 300 },
  );
}

describe('Lot invariants, for any sequence of accepted and rejected commands', () => {
  it('never lowers wprice (standard) or raises it (reverse) except by retraction', () => {
    forAnyRun(({ details, steps }) => {
      for (const { before, after, events } of steps) {
        if (events.some((e) => e.type === 'BidRetracted') || !before.leader || !after.leader)
          continue;
        if (details.auctiontype === 'reverse')
          expect(after.wprice).toBeLessThanOrEqual(before.wprice);
        else expect(after.wprice).toBeGreaterThanOrEqual(before.wprice);
      }
    });
  });

  it("keeps the leader's maximum at or above wprice and never charges a bidder above their maximum", () => {
    forAnyRun(({ details, steps }) => {
      for (const { after, before, events } of steps) {
        if (after.leader && details.auctiontype === 'standard')
          expect(after.leader.maximum).toBeGreaterThanOrEqual(after.wprice);
        for (const e of events) {
          if (e.type === 'LotSold' && e.data.via === 'auction')
            expect(e.data.amount).toBeLessThanOrEqual(before.maxima[e.data.buyerId] ?? -1);
        }
      }
    });
  });

  it('gives the same state when the stored log is replayed, and every event fits its schema', () => {
    forAnyRun(({ log, state }) => {
      for (const e of log) registry.validate(e.type, registry.currentVersion(e.type), e.data);
      const stored = JSON.parse(JSON.stringify(log)) as LotEvent[];
      expect(stored.reduce(evolve, initialState())).toEqual(state);
    });
  });

  it('closes at most once, sells at most qty, and holds plus sales never exceed qty', () => {
    forAnyRun(({ details, steps, log }) => {
      expect(
        log.filter((e) => e.type === 'LotSold' || e.type === 'LotUnsold').length,
      ).toBeLessThanOrEqual(1);
      for (const { after } of steps) {
        expect(after.sold).toBeLessThanOrEqual(details.qty);
        expect(after.sold + held(after)).toBeLessThanOrEqual(details.qty);
      }
    });
  });

  it('appends nothing for a rejected command, names a code with a message, and changes nothing with []', () => {
    forAnyRun(({ steps }) => {
      for (const { before, after, events, rejection } of steps) {
        if (rejection) {
          expect(events).toEqual([]);
          expect(knownRejectionCodes()).toContain(rejection.code);
          expect(messageFor(rejection.code, rejection.params)).not.toBe('Something went wrong!');
        }
        if (events.length === 0) expect(after).toEqual(before);
      }
    });
  });
});
