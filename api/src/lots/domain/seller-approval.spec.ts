import { describe, expect, it } from 'vitest';
import { addMinutes } from '../../shared/domain/instant.rules.js';
import type { LotCommand } from './lot.commands.js';
import { buyerLabel } from './lot.views.js';
import {
  admin,
  aSettings,
  bid,
  END,
  given,
  minute,
  openLot,
  play,
  seller,
} from './lot.test-builders.js';

const rejects = (code: string) => expect.objectContaining({ code });
const WINDOW = 24 * 60;
const DEADLINE = addMinutes(END, WINDOW);

/**
 * Issue 30, the seller's approval window on a sealed tender (seller-approval.decide.ts). APPR-1:
 * with the tender event's window, the best tender at or above the reserve is provisional at the
 * window end. APPR-2: the seller accepts it, it is sold. APPR-3: the seller refuses it, the lot is
 * unsold. APPR-4: unanswered at the deadline, it is accepted.
 */
describe("Lot, a sealed tender under the seller's approval window", () => {
  const lot = () =>
    given(
      openLot(
        { auctiontype: 'sealed', sprice: 1000_00, rprice: 1500_00 },
        { sealedAutoAward: true },
      ),
      bid('A', 1600_00, minute(1)),
      bid('B', 1700_00, minute(2)),
      bid('C', 1100_00, minute(3)),
    );
  // The lot opened with sealed_auto_award on, and it is still on at the close.
  const closeWith = (minutes: number | undefined, at = END): LotCommand => ({
    type: 'CloseLot',
    actor: admin,
    at,
    settings: aSettings({ sealedAutoAward: true }),
    ...(minutes ? { approvalWindowMinutes: minutes } : {}),
  });
  const answer = (accept: boolean, at = addMinutes(END, 60)): LotCommand => ({
    type: 'DecideApproval',
    actor: seller,
    at,
    accept,
  });
  const provisional = () => given(lot(), closeWith(WINDOW));

  describe('at the window end (APPR-1)', () => {
    it('makes the best tender the provisional winner with a deadline, selling nothing', () => {
      const { state, events } = play(lot(), closeWith(WINDOW));
      expect(events.map((e) => e.type)).toEqual([
        'SealedOfferWindowEnded',
        'SealedOfferProvisionallyAwarded',
      ]);
      expect(events[1]?.data).toMatchObject({
        userId: 'B',
        amount: 1700_00,
        approvalDeadline: DEADLINE,
      });
      expect(state.phase).toBe('awaiting_award');
      expect(state.buyerId).toBeNull();
      expect(state.approvalDeadline).toBe(DEADLINE);
    });

    it("shows every tenderer 'Awaiting seller approval'", () => {
      const { state } = play(lot(), closeWith(WINDOW));
      expect(['A', 'B', 'C'].map((u) => buyerLabel(state, u))).toEqual([
        'Awaiting seller approval',
        'Awaiting seller approval',
        'Awaiting seller approval',
      ]);
    });

    it('is provisional even with sealed_auto_award on, and without a window the award is as before', () => {
      expect(play(lot(), closeWith(undefined)).events.map((e) => e.type)).toEqual([
        'SealedOfferWindowEnded',
        'SealedOfferAwarded',
        'LotSold',
      ]);
    });

    it('leaves a best tender below the reserve to the usual rules', () => {
      const low = given(
        openLot({ auctiontype: 'sealed', sprice: 1000_00, rprice: 1500_00 }),
        bid('C', 1100_00, minute(3)),
      );
      const { events } = play(low, closeWith(WINDOW));
      expect(events.map((e) => e.type)).not.toContain('SealedOfferProvisionallyAwarded');
    });
  });

  describe('when the seller accepts before the deadline (APPR-2)', () => {
    it('records the decision, then awards and sells to the provisional winner', () => {
      const { state, events } = play(provisional(), answer(true));
      expect(events.map((e) => e.type)).toEqual([
        'SealedOfferApprovalDecided',
        'SealedOfferAwarded',
        'LotSold',
      ]);
      expect(events[0]?.data).toMatchObject({ decision: 'accepted', decidedBy: 'seller' });
      expect(state.buyerId).toBe('B');
      expect([buyerLabel(state, 'B'), buyerLabel(state, 'A')]).toEqual(['Won', 'Lost']);
    });

    it('changes nothing when the same answer comes again', () => {
      expect(play(provisional(), answer(true), answer(true)).events).toEqual([]);
    });

    it("accepts through the usual award of the provisional winner, and refuses another's", () => {
      const award = (userId: string): LotCommand => ({
        type: 'AwardOffer',
        actor: seller,
        at: addMinutes(END, 5),
        userId,
      });
      expect(play(provisional(), award('B')).events[0]?.type).toBe('SealedOfferApprovalDecided');
      expect(() => play(provisional(), award('A'))).toThrowError(
        rejects('offer.not-awaiting-approval'),
      );
    });
  });

  describe('when the seller refuses before the deadline (APPR-3)', () => {
    it('records the decision and the parcel is unsold; every tenderer has lost', () => {
      const { state, events } = play(provisional(), answer(false));
      expect(events.map((e) => e.type)).toEqual([
        'SealedOfferApprovalDecided',
        'SealedOffersRejected',
        'LotUnsold',
      ]);
      expect(events[0]?.data).toMatchObject({ decision: 'refused', userId: 'B' });
      expect(state.phase).toBe('unsold');
      expect(buyerLabel(state, 'B')).toBe('Lost');
    });
  });

  describe('when the deadline passes unanswered (APPR-4)', () => {
    it('does nothing before the deadline', () => {
      expect(play(provisional(), closeWith(WINDOW, addMinutes(DEADLINE, -1))).events).toEqual([]);
    });

    it('accepts the provisional winner at the deadline, decided by the system', () => {
      const { state, events } = play(provisional(), closeWith(WINDOW, DEADLINE));
      expect(events.map((e) => e.type)).toEqual([
        'SealedOfferApprovalDecided',
        'SealedOfferAwarded',
        'LotSold',
      ]);
      expect(events[0]?.data).toMatchObject({ decision: 'accepted', decidedBy: 'system' });
      expect(state.buyerId).toBe('B');
    });

    it("refuses the seller's late answer", () => {
      expect(() => play(provisional(), answer(false, DEADLINE))).toThrowError(
        rejects('offer.award-expired'),
      );
    });
  });

  it('refuses an answer when no tender awaits approval', () => {
    expect(() => play(lot(), answer(true))).toThrowError(rejects('offer.not-awaiting-approval'));
  });
});
