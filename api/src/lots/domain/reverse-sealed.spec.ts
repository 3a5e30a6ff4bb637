import { describe, expect, it } from 'vitest';
import { messageFor } from './lot.messages.js';
import { buyerLabel, publicView, ranks } from './lot.views.js';
import {
  admin,
  bid,
  buyer,
  close,
  END,
  given,
  minute,
  openLot,
  play,
  seller,
} from './lot.test-builders.js';
import { addMinutes } from '../../shared/domain/instant.rules.js';

const rejects = (code: string) => expect.objectContaining({ code });

describe('Lot, reverse (prices fall)', () => {
  const lot = () => openLot({ auctiontype: 'reverse', sprice: 500_00 });

  it('takes a first bid at or below sprice; the lowest leads', () => {
    const { state } = play(lot(), bid('A', 500_00));
    expect(state.leader?.userId).toBe('A');
    expect(publicView(state).next_bid).toBe(490_00);
  });

  it("rejects a bid above next_bid with 'Max Starting Bid {amount}'", () => {
    try {
      play(lot(), bid('A', 501_00));
      expect.fail('accepted');
    } catch (e) {
      const r = e as { code: string; params: Record<string, number> };
      expect(messageFor(r.code, r.params)).toBe('Max Starting Bid $500.00');
    }
  });

  it("rejects a bid below $1.00 with 'Min Bid $1.00'", () => {
    expect(() => play(lot(), bid('A', 50))).toThrowError(rejects('bid.reverse-below-minimum'));
    expect(messageFor('bid.reverse-below-minimum')).toBe('Min Bid $1.00');
  });

  it('ranks bidders, 1 = lowest', () => {
    const state = given(lot(), bid('A', 500_00), bid('B', 450_00), bid('C', 300_00));
    expect(ranks(state)).toEqual({ C: 1, B: 2, A: 3 });
    expect(buyerLabel(state, 'A')).toBe('Outbid');
    expect(buyerLabel(state, 'C')).toBe('Winning');
  });

  it('sells to the lowest bidder only at or below the reserve', () => {
    const withReserve = () => openLot({ auctiontype: 'reverse', sprice: 500_00, rprice: 400_00 });
    expect(play(given(withReserve(), bid('A', 450_00)), close()).events).toMatchObject([
      { type: 'LotUnsold' },
    ]);
    expect(play(given(withReserve(), bid('A', 400_00)), close()).events).toMatchObject([
      { type: 'LotSold', data: { via: 'reverse', buyerId: 'A', amount: 400_00 } },
    ]);
  });
});

describe('Lot, sealed offers (tenders)', () => {
  const sealed = (over = {}) =>
    openLot({ auctiontype: 'sealed', sprice: 1000_00, rprice: 1500_00 }, over);
  const offer = (user: string, amount: number | null, at = minute(1)) => bid(user, amount, at);

  it("rejects an offer below max(sprice, $1) with 'Enter Valid Price' and an empty one with 'Enter Offer Price'", () => {
    expect(() => play(sealed(), offer('A', 999_00))).toThrowError(rejects('offer.below-minimum'));
    expect(() => play(sealed(), offer('A', null))).toThrowError(rejects('offer.required'));
    expect(messageFor('offer.required')).toBe('Enter Offer Price');
  });

  it('keeps one standing offer per bidder: a new one replaces the previous', () => {
    const state = given(sealed(), offer('A', 1200_00), offer('A', 1300_00));
    expect(state.offers['A']?.amount).toBe(1300_00);
    expect(publicView(state)).toMatchObject({ bid_count: 1, wprice: 0 });
  });

  it("awaits an award at window end: bidders see 'Pending'", () => {
    const { state } = play(given(sealed(), offer('A', 1200_00)), close());
    expect(state.phase).toBe('awaiting_award');
    expect(buyerLabel(state, 'A')).toBe('Pending');
  });

  it('lets the seller award one offer: Won for them, Lost for the rest', () => {
    const ended = given(sealed(), offer('A', 1200_00), offer('B', 1600_00), close());
    const { state, events } = play(ended, {
      type: 'AwardOffer',
      userId: 'A',
      actor: seller,
      at: addMinutes(END, 10),
    });
    expect(events.map((e) => e.type)).toEqual(['SealedOfferAwarded', 'LotSold']);
    expect([buyerLabel(state, 'A'), buyerLabel(state, 'B')]).toEqual(['Won', 'Lost']);
  });

  it('lets an admin reject all: unsold, everyone Lost', () => {
    const ended = given(sealed(), offer('A', 1200_00), close());
    const { state } = play(ended, {
      type: 'RejectAllOffers',
      actor: admin,
      at: addMinutes(END, 10),
    });
    expect(state.phase).toBe('unsold');
    expect(buyerLabel(state, 'A')).toBe('Lost');
  });

  it('refuses an award from a buyer', () => {
    const ended = given(sealed(), offer('A', 1200_00), close());
    expect(() =>
      play(ended, { type: 'AwardOffer', userId: 'A', actor: buyer('B'), at: END }),
    ).toThrowError(rejects('lot.forbidden'));
  });

  describe('with sealed_auto_award on', () => {
    it('awards the highest offer at or above the reserve at window end, earliest on a tie', () => {
      const lot = given(
        sealed({ sealedAutoAward: true }),
        offer('A', 1600_00, minute(1)),
        offer('B', 1600_00, minute(2)),
        offer('C', 1550_00),
      );
      const { state } = play(lot, close());
      expect(state.buyerId).toBe('A');
      expect(state.soldAmount).toBe(1600_00);
    });

    it('below the reserve lets the seller accept until the approval deadline, then expires', () => {
      const ended = given(sealed({ sealedAutoAward: true }), offer('A', 1200_00), close());
      expect(ended.approvalDeadline).toBe(addMinutes(END, 2880));
      const late = addMinutes(END, 2880);
      expect(() =>
        play(ended, { type: 'AwardOffer', userId: 'A', actor: seller, at: late }),
      ).toThrowError(rejects('offer.award-expired'));
      expect(play(ended, close(late)).events).toMatchObject([
        { type: 'LotUnsold', data: { reason: 'award_expired' } },
      ]);
      expect(
        play(ended, { type: 'AwardOffer', userId: 'A', actor: seller, at: addMinutes(END, 60) })
          .state.buyerId,
      ).toBe('A');
    });
  });
});
