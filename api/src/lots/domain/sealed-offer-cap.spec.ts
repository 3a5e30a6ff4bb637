import { describe, expect, it } from 'vitest';
import type { LotCommand } from './lot.commands.js';
import { messageFor } from './lot.messages.js';
import type { SpendingCaps } from './spending-cap.rules.js';
import {
  admin,
  aSettings,
  bid,
  END,
  given,
  minute,
  openLot,
  play,
  refusal,
} from './lot.test-builders.js';

// Issue 30, a buyer's spending cap on a plain sealed lot (no encryption): CAP-5 at the offer,
// CAP-6 at the close, CAP-7 at the seller's award. One item, so the lot total is the offer.
const sealed = (autoAward: boolean) =>
  openLot(
    { auctiontype: 'sealed', pricing: 'per_item', qty: 1, sprice: 1000_00, rprice: 1500_00 },
    { sealedAutoAward: autoAward },
  );
const capped = (cmd: LotCommand, spendingCaps: SpendingCaps): LotCommand =>
  ({ ...cmd, spendingCaps }) as LotCommand;
/** The scheduler's close, with the auction's caps as it read them. */
const closeWith = (autoAward: boolean, spendingCaps?: SpendingCaps): LotCommand => ({
  type: 'CloseLot',
  actor: admin,
  at: END,
  settings: aSettings({ sealedAutoAward: autoAward }),
  ...(spendingCaps ? { spendingCaps } : {}),
});
const award = (userId: string, spendingCaps?: SpendingCaps): LotCommand => ({
  type: 'AwardOffer',
  userId,
  actor: admin,
  at: END,
  ...(spendingCaps ? { spendingCaps } : {}),
});

// B has won $1,500 elsewhere in the auction under a $3,000 cap: $1,500 of room.
const bCapped = { B: { cap: 3000_00, elsewhere: 1500_00 } };

describe('CAP-5: a sealed offer past the buyer’s cap is refused', () => {
  it('given B has $1,500 of room, when B offers $1,500, then the offer stands', () => {
    const { events } = play(sealed(true), capped(bid('B', 1500_00), bCapped));
    expect(events.map((e) => e.type)).toEqual(['SealedOfferPlaced']);
  });

  it('given the same, when B offers $1,600, then it is refused naming the cap', () => {
    const err = refusal(() => play(sealed(true), capped(bid('B', 1600_00), bCapped)));
    expect(err.code).toBe('bid.over-spending-cap');
    expect(messageFor(err.code, err.params)).toBe(
      'This bid would take your winnings in this auction past your spending cap of $3,000.00',
    );
  });

  it('given no caps in the auction, when B offers $1,600, then the offer stands as before', () => {
    expect(play(sealed(true), bid('B', 1600_00)).state.offers['B']?.amount).toBe(1600_00);
  });
});

describe('CAP-6: at the close the best offer whose buyer has room wins, the better ones passed over', () => {
  // B offered $1,800 before winning elsewhere; A offered $1,600; B now has only $1,500 of room.
  const lot = () => given(sealed(true), bid('B', 1800_00, minute(1)), bid('A', 1600_00, minute(2)));

  it('given auto award, when the lot closes, then B is passed over (cap reached) and A wins', () => {
    const { state, events } = play(lot(), closeWith(true, bCapped));
    expect(events.map((e) => e.type)).toEqual([
      'SealedOfferPassedOver',
      'SealedOfferWindowEnded',
      'SealedOfferAwarded',
      'LotSold',
    ]);
    expect(events[0]?.data).toMatchObject({ userId: 'B', amount: 1800_00, reason: 'cap reached' });
    expect([state.phase, state.buyerId, state.soldAmount]).toEqual(['sold', 'A', 1600_00]);
  });

  it('given nobody capped, when the lot closes, then B wins as before and nobody is passed over', () => {
    const { state, events } = play(lot(), closeWith(true));
    expect(events.map((e) => e.type)).not.toContain('SealedOfferPassedOver');
    expect(state.buyerId).toBe('B');
  });

  it('given every offer past its buyer’s cap, when the lot closes, then it is unsold', () => {
    const both = { ...bCapped, A: { cap: 1000_00, elsewhere: 0 } };
    const { state, events } = play(lot(), closeWith(true, both));
    expect(events.filter((e) => e.type === 'SealedOfferPassedOver')).toHaveLength(2);
    expect(state.phase).toBe('unsold');
  });

  it('given no auto award, when the lot closes, then nobody is passed over: the seller decides (CAP-7)', () => {
    const { state, events } = play(lot(), closeWith(false, bCapped));
    expect(events.map((e) => e.type)).not.toContain('SealedOfferPassedOver');
    expect(state.phase).toBe('awaiting_award');
  });
});

describe('CAP-7: the seller awards an offer only while its buyer’s cap has room', () => {
  const awaiting = () =>
    given(
      sealed(false),
      bid('B', 1800_00, minute(1)),
      bid('A', 1600_00, minute(2)),
      closeWith(false),
    );

  it('given B has $1,500 of room, when the seller awards B’s $1,800, then it is refused naming the cap', () => {
    const err = refusal(() => play(awaiting(), award('B', bCapped)));
    expect(err.code).toBe('offer.over-spending-cap');
    expect(messageFor(err.code, err.params)).toBe(
      "This offer would take the buyer's winnings in this auction past their spending cap of $3,000.00",
    );
  });

  it('given the same, when the seller awards A, then A wins', () => {
    expect(play(awaiting(), award('A', bCapped)).state.buyerId).toBe('A');
  });
});
