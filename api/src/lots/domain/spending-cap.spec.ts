import { describe, expect, it } from 'vitest';
import type { LotCommand } from './lot.commands.js';
import { messageFor } from './lot.messages.js';
import { highestPriceWithin, lotTotalAt, type SpendingCaps } from './spending-cap.rules.js';
import { initialState } from './lot.state.js';
import {
  aLot,
  bid,
  create,
  given,
  minute,
  open,
  openLot,
  play,
  preBid,
  refusal,
} from './lot.test-builders.js';

// Issue 30, a buyer's spending cap across the lots of one auction. A lot of one item, so the lot
// total is the price (the per-carat case below); increments below $1,000 step $10.
const item = () => openLot({ pricing: 'per_item', qty: 1 });
const capped = (cmd: LotCommand, spendingCaps: SpendingCaps): LotCommand =>
  ({ ...cmd, spendingCaps }) as LotCommand;
const history = (events: ReturnType<typeof play>['events']) =>
  events.flatMap((e) =>
    e.type === 'ProxyBidPlaced' || e.type === 'AutomaticBidPlaced' || e.type === 'HardBidPlaced'
      ? [
          `${e.data.userId}${e.type === 'AutomaticBidPlaced' ? ' (auto)' : ''} ${e.data.amount / 100}`,
        ]
      : [],
  );

describe('CAP-1: a bid past the bidder’s cap is refused', () => {
  const aCap = { A: { cap: 1000_00, elsewhere: 400_00 } };

  it('given A leads $400 elsewhere under a $1,000 cap, when A bids a $600 maximum, then A leads', () => {
    const { state } = play(item(), capped(bid('A', 600_00), aCap));
    expect(state.leader?.userId).toBe('A');
  });

  it('given the same, when A bids a $610 maximum, then it is refused naming the cap', () => {
    const err = refusal(() => play(item(), capped(bid('A', 610_00), aCap)));
    expect(err.code).toBe('bid.over-spending-cap');
    expect(messageFor(err.code, err.params)).toBe(
      'This bid would take your winnings in this auction past your spending cap of $1,000.00',
    );
  });

  it('given hard bids, when A bids past the cap, then it is refused too', () => {
    const err = refusal(() =>
      play(item(), capped({ ...bid('A', 700_00), biddingMode: 'hard' } as LotCommand, aCap)),
    );
    expect(err.code).toBe('bid.over-spending-cap');
  });

  it('given A leads, when A raises the maximum past the cap, then it is refused', () => {
    const lot = given(item(), capped(bid('A', 550_00), aCap));
    expect(refusal(() => play(lot, capped(bid('A', 700_00), aCap))).code).toBe(
      'bid.over-spending-cap',
    );
  });

  it('given another buyer is capped, when an uncapped buyer bids, then nothing changes for them', () => {
    const { state } = play(item(), capped(bid('B', 5000_00), aCap));
    expect(state.leader?.userId).toBe('B');
  });
});

describe('CAP-2: a leading proxy stops raising at the cap', () => {
  // A's maximum of $800 was placed when A led nothing else; A now leads $400 elsewhere.
  const lot = () => given(item(), bid('A', 800_00));
  const aCap = { A: { cap: 1000_00, elsewhere: 400_00 } };

  it('given A may still spend $600 here, when B bids $700, then A stops at $600 and B leads at $610', () => {
    const { state, events } = play(lot(), capped(bid('B', 700_00), aCap));
    expect(state.leader?.userId).toBe('B');
    expect(state.wprice).toBe(610_00);
    expect(history(events)).toEqual(['A (auto) 600', 'B 610']);
  });

  it('given the same, when B bids $590, then A still leads, at $600', () => {
    const { state, events } = play(lot(), capped(bid('B', 590_00), aCap));
    expect(state.leader?.userId).toBe('A');
    expect(state.wprice).toBe(600_00);
    expect(history(events)).toEqual(['B 590', 'A (auto) 600']);
  });

  it('keeps A’s own maximum: with no cap the same bid finds A at $710 (P4)', () => {
    const { state } = play(lot(), bid('B', 700_00));
    expect(state.leader?.userId).toBe('A');
    expect(state.wprice).toBe(710_00);
  });

  it('given A’s cap leaves less than the price, when B bids, then A’s price is never lowered', () => {
    const tight = { A: { cap: 1000_00, elsewhere: 900_00 } };
    const { state, events } = play(lot(), capped(bid('B', 510_00), tight));
    expect(state.leader?.userId).toBe('B');
    expect(state.wprice).toBe(510_00);
    expect(history(events)).toEqual(['B 510']);
  });

  it('clips by the lot total per carat: 10.52 ct and $6,000 of room stop at $570.34 a carat', () => {
    const rough = openLot({ pricing: 'per_carat', weight: 1052 });
    expect(highestPriceWithin(rough, 6000_00)).toBe(570_34);
    expect(lotTotalAt(rough, 570_34)).toBeLessThanOrEqual(6000_00);
    expect(lotTotalAt(rough, 570_35)).toBeGreaterThan(6000_00);
    const aRoom = { A: { cap: 10_000_00, elsewhere: 4000_00 } };
    const { state } = play(given(rough, bid('A', 900_00)), capped(bid('B', 800_00), aRoom));
    expect(state.leader?.userId).toBe('B');
    expect(state.wprice).toBe(580_34);
  });
});

describe('CAP-4: pre-bids played at the opening stay within their buyers’ caps', () => {
  // A placed an $800 maximum, then B a $700 one, before the lot opened; A now leads $400
  // elsewhere under a $1,000 cap: $600 of room here. The lot starts at $500.
  const preBids = () =>
    given(
      initialState(),
      create(aLot({ pricing: 'per_item', qty: 1 })),
      preBid('A', 800_00, minute(-50)),
      preBid('B', 700_00, minute(-40)),
    );
  const aCap = { A: { cap: 1000_00, elsewhere: 400_00 } };
  const opening = (spendingCaps?: SpendingCaps) =>
    play(preBids(), spendingCaps ? capped(open(), spendingCaps) : open());

  it('given no caps, when the lot opens, then A’s $800 leads B’s $700 at $710 (as before)', () => {
    const { state } = opening();
    expect(state.leader?.userId).toBe('A');
    expect(state.wprice).toBe(710_00);
  });

  it('given A’s cap leaves $600, when the lot opens, then A stops at $600 and B leads at $610', () => {
    const { state, events } = opening(aCap);
    expect(state.leader?.userId).toBe('B');
    expect(state.wprice).toBe(610_00);
    expect(history(events)).toEqual(['A 500', 'A (auto) 600', 'B 610']);
    // A's maximum is kept as placed: a cap raised later lets the proxy go on (as CAP-2).
    expect(events.find((e) => e.type === 'ProxyBidPlaced')?.data).toMatchObject({
      userId: 'A',
      maximum: 800_00,
    });
  });

  it('given A’s cap is spent elsewhere, when the lot opens, then A’s pre-bid is not played', () => {
    const { state, events } = opening({ A: { cap: 1000_00, elsewhere: 1000_00 } });
    expect(state.leader?.userId).toBe('B');
    expect(state.wprice).toBe(500_00);
    expect(history(events)).toEqual(['B 500']);
  });
});
