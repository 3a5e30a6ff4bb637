// npx tsx api/bench/lot-decider.bench.ts [bids]
// The Lot decider alone (decide + evolve, no bus, no store): one hot lot, 50 bidders, bids/s per
// window of the history, so a per-bid cost that grows with earlier bids shows as a falling rate.
import type { LotEvent, LotSettings } from '@facet/event-schemas';
import type { Actor } from '../src/shared/domain/actor.js';
import {
  decide,
  evolve,
  type LotCommand,
  type LotState,
  nextBid,
} from '../src/lots/domain/index.js';
import { openLot as openLotBuilt } from '../src/lots/domain/lot.test-builders.js';

const total = Number(process.argv[2] ?? 30_000);
const INC = 10_00;
const AT = '2026-03-03T10:00:00.000Z';
const bidder = (i: number): Actor => ({ id: `bidder-${i}`, role: 'buyer' });
const windows = [1_000, 5_000, 10_000, 20_000, 30_000].filter((w) => w <= total);

const step = (state: LotState, command: LotCommand): LotState =>
  decide(command, state).reduce((s: LotState, e: LotEvent) => evolve(s, e), state);

const openLot = (auctiontype: 'standard' | 'reverse' | 'sealed', settings: Partial<LotSettings>) =>
  openLotBuilt(
    {
      title: 'bench',
      auction_lot: '1',
      desc_proc: '',
      auctiontype,
      weight: 100,
      total_stones: 1,
      average_size: null,
      sprice: auctiontype === 'reverse' ? 1_000_000_00 : 100_00,
      date_closed: '2026-04-01T00:00:00.000Z',
    },
    settings,
  );

function run(name: string, state: LotState, amount: (k: number, s: LotState) => number): void {
  const rates: string[] = [];
  let from = 0;
  let t = performance.now();
  const started = t;
  for (let k = 0; k < total; k++) {
    const cmd: LotCommand = {
      type: 'PlaceBid',
      bidId: `b${k}`,
      amount: amount(k, state),
      actor: bidder(1 + (k % 50)),
      at: AT,
    };
    state = step(state, cmd);
    if (windows.includes(k + 1)) {
      const now = performance.now();
      rates.push(`${from}-${k + 1}: ${Math.round((k + 1 - from) / ((now - t) / 1000))}`);
      [from, t] = [k + 1, now];
    }
  }
  const sealed = state.details.auctiontype === 'sealed';
  const accepted = sealed ? Object.keys(state.offers).length : state.bids.length;
  if (accepted < (sealed ? 50 : total)) throw new Error(`${name}: only ${accepted} bids accepted`);
  const all = Math.round(total / ((performance.now() - started) / 1000));
  console.log(`${name}: ${all} bids/s overall; by window ${rates.join(', ')}`);
}

const proxy = { increments: [], defaultIncrement: INC };
const leader = step(openLot('standard', proxy), {
  type: 'PlaceBid',
  bidId: 'lead',
  amount: 1_000_000_000_00,
  actor: bidder(0),
  at: AT,
});
// A leader with a high maximum: every challenger is accepted and at once outbid (P4).
run('proxy, most outbid (P4)', leader, (k) => 100_00 + (3 * k + 3) * INC);
run('hard, each bid leads (H1)', openLot('standard', { ...proxy, biddingMode: 'hard' }), (_k, s) =>
  nextBid(s),
);
run('reverse, each bid leads', openLot('reverse', proxy), (_k, s) => nextBid(s));
run('sealed, offers replaced', openLot('sealed', proxy), (k) => 100_00 + k * INC);
