// The live runner and store, only to check the replay folds as they do.
import {
  arrayFeed,
  marketplaceLayouts,
  MemoryReadModelStore,
  ProjectionRunner,
} from '@facet/projections';
import {
  buyerLabel,
  marketplaceProjections,
  readModelNamespaces as NS,
  type LotCardDoc,
  type LotStandingDoc,
} from '@facet/projections/folds';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addSeconds } from '../../shared/domain/instant.rules.js';
import { nextBid, type LotCommand, type LotState } from '../../lots/domain/index.js';
import {
  aLot,
  aSettings,
  admin,
  buyer,
  create,
  END,
  open,
} from '../../lots/domain/lot.test-builders.js';
import { frameOf, maximumOf, publicViewOf } from './replay-frame.view.js';
import { foldReplay, stepReplay } from './replay.fold.js';
import type { ReplayEvent } from './replay.ports.js';
import { liveReplayPorts as ports } from '../live-replay.ports.js';
import { recordCommands, recordInvoice, type TestLog } from './replay.test-log.js';

const BIDDERS = ['A', 'B', 'C', 'D'];

const lotArb = fc.record({
  biddingMode: fc.constantFrom('proxy', 'proxy', 'hard' as const),
  rprice: fc.constantFrom(0, 0, 700_00, 1_500_00),
  softCloseCapSeconds: fc.constantFrom(null, 120, 600),
});

// A bid: who, how far above next_bid, and when: mostly spread over the week, some in the last
// minutes (inside the soft-close window), a few after the (extended) close.
const bidArb = fc.record({
  user: fc.constantFrom(...BIDDERS),
  over: fc.oneof(fc.integer({ min: -5_00, max: 60_00 }), fc.integer({ min: 0, max: 1_500_00 })),
  secondsBeforeEnd: fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: 400, max: 600_000 }) },
    { weight: 2, arbitrary: fc.integer({ min: -200, max: 300 }) },
  ),
});

/**
 * The bids in time order through the decider, then the scheduler's close once it is due, and
 * the invoice of a sale, paid in two parts: the replay goes on past the close to them.
 */
type Drawn<A> = A extends fc.Arbitrary<infer T> ? T : never;
function playLot(lot: Drawn<typeof lotArb>, bids: Drawn<typeof bidArb>[]): TestLog {
  const settings = aSettings({
    biddingMode: lot.biddingMode,
    softCloseCapSeconds: lot.softCloseCapSeconds,
  });
  let log = recordCommands([create(aLot({ rprice: lot.rprice }), settings), open(settings)]);
  const sorted = [...bids].sort((a, b) => b.secondsBeforeEnd - a.secondsBeforeEnd);
  sorted.forEach((b, i) => {
    const state: LotState = log.state;
    const at = addSeconds(END, -b.secondsBeforeEnd);
    const command: LotCommand = {
      type: 'PlaceBid',
      bidId: `bid-${i}`,
      amount: nextBid(state) + b.over,
      actor: buyer(b.user),
      at,
    };
    log = recordCommands([command], log);
  });
  const at = addSeconds(log.state.dateClosed, 1);
  const closed = recordCommands([{ type: 'CloseLot', actor: admin, at }], log);
  const sold = closed.events.find((e) => e.type === 'LotSold');
  const total = sold?.type === 'LotSold' ? sold.data.total : 0;
  const half = Math.ceil(total / 2);
  return recordInvoice(
    closed,
    [half, total - half].filter((cents) => cents > 0),
  );
}

/** The live read models, built by the projection runner as the app builds them. */
async function liveReadModels(events: readonly ReplayEvent[]) {
  const store = new MemoryReadModelStore(marketplaceLayouts);
  const runner = new ProjectionRunner({
    feed: arrayFeed(events, 7),
    store,
    projections: marketplaceProjections,
  });
  await runner.start();
  await runner.caughtUp();
  await runner.stop();
  return {
    card: (await store.get<LotCardDoc>(NS.card, 'l1'))!,
    standing: await store.get<LotStandingDoc>(NS.standing, 'l1'),
  };
}

const names = (id: string) => `name of ${id}`;

describe('Replay at close equals the live site (property)', () => {
  it('shows the public view, every label and every maximum the live read models and aggregate hold', async () => {
    await fc.assert(
      fc.asyncProperty(lotArb, fc.array(bidArb, { maxLength: 25 }), async (lot, bids) => {
        const log = playLot(lot, bids);
        const last = log.events.length - 1;
        const state = foldReplay(log.events, last, ports);
        const frame = frameOf(state, { lotIds: ['l1'], name: names }, ports);
        const live = await liveReadModels(log.events);
        const liveLot = {
          facts: log.state,
          card: live.card,
          standing: live.standing,
          unitPrice: 0,
        };

        const [lotFrame] = frame.lots;
        expect(lotFrame?.public).toEqual(publicViewOf(liveLot, state.at, ports));
        // The invoice's steps after the close change nothing the public saw at the close.
        const close = log.events.findLastIndex((e) => e.stream.startsWith('lot-'));
        const atClose = frameOf(
          foldReplay(log.events, close, ports),
          { lotIds: ['l1'], name: names },
          ports,
        );
        expect(lotFrame?.public).toEqual(atClose.lots[0]?.public);
        expect(lotFrame?.bidders).toEqual(atClose.lots[0]?.bidders);
        expect(lotFrame?.public.wprice).toBe(log.state.wprice / 100);
        const bidders = Object.keys(log.state.maxima).sort();
        expect(lotFrame?.bidders.map((b) => b.party.userId).sort()).toEqual(bidders);
        for (const row of lotFrame?.bidders ?? []) {
          const id = row.party.userId!;
          expect(row.label).toBe(live.standing && buyerLabel(live.standing, id));
          expect(row.label).toBe(ports.buyerLabel(log.state, id));
          expect(row.maximum).toBe(maximumOf(log.state, id));
        }
      }),
      { numRuns: 60 },
    );
  });

  it('gives the same frame at step N folded from zero and folded on from step N-1', () => {
    fc.assert(
      fc.property(
        lotArb,
        fc.array(bidArb, { minLength: 1, maxLength: 20 }),
        fc.nat(),
        fc.constantFrom('A', 'B', 'C'),
        (lot, bids, pick, bidderId) => {
          const log = playLot(lot, bids);
          const n = 1 + (pick % (log.events.length - 1));
          const req = { lotIds: ['l1'], name: names, bidderId };
          const before = foldReplay(log.events, n - 1, ports);
          // A frame read at N-1 must not change what N-1 folds into.
          frameOf(before, req, ports);
          const stepped = stepReplay(before, log.events[n]!, log.events[n + 1], ports);
          const fresh = foldReplay(log.events, n, ports);
          expect(frameOf(stepped, req, ports)).toEqual(frameOf(fresh, req, ports));
          // And N-1 folded again after N was folded is still N-1.
          expect(frameOf(before, req, ports)).toEqual(
            frameOf(foldReplay(log.events, n - 1, ports), req, ports),
          );
        },
      ),
      { numRuns: 100 },
    );
  });
});
