import { describe, expect, it } from 'vitest';
import type { LotCommand } from './lot.commands.js';
import { buyerLabel } from './lot.views.js';
import { addMinutes } from '../../shared/domain/instant.rules.js';
import {
  admin,
  aSettings,
  bid,
  close,
  END,
  given,
  minute,
  openLot,
  play,
} from './lot.test-builders.js';

/**
 * Sealed tenders at window end (bidding-rules.md, 'Sealed offers'). S1: with `sealed_auto_award`
 * in force at the close, the best offer at or above the reserve is awarded at once. S2: otherwise
 * the lot awaits an award and its seller is asked to award. S3: auto award below the reserve asks
 * the seller too, until the approval deadline. S4: no offers, nothing to award.
 */
describe('Lot, sealed tender at window end', () => {
  const sealed = (autoAward = false) =>
    openLot(
      { auctiontype: 'sealed', sprice: 1000_00, rprice: 1500_00 },
      { sealedAutoAward: autoAward },
    );
  const offer = (user: string, amount: number, at = minute(1)) => bid(user, amount, at);
  /** The scheduler's close: it carries the settings in force at that moment. */
  const closeWith = (autoAward: boolean, at = END): LotCommand => ({
    type: 'CloseLot',
    actor: admin,
    at,
    settings: aSettings({ sealedAutoAward: autoAward }),
  });

  describe('when sealed_auto_award was turned on after the lot opened', () => {
    const lot = given(
      sealed(false),
      offer('A', 1600_00, minute(1)),
      offer('B', 1700_00, minute(2)),
    );

    it('awards the best offer at the close, by the settings in force then (S1)', () => {
      const { state, events } = play(lot, closeWith(true));
      expect(events.map((e) => e.type)).toEqual([
        'LotSettingsApplied',
        'SealedOfferWindowEnded',
        'SealedOfferAwarded',
        'LotSold',
      ]);
      expect(state.phase).toBe('sold');
      expect([buyerLabel(state, 'B'), buyerLabel(state, 'A')]).toEqual(['Won', 'Lost']);
    });

    it('does not ask the seller to award (S1)', () => {
      const { events } = play(lot, closeWith(true));
      expect(events.map((e) => e.type)).not.toContain('SealedOfferAwardRequested');
    });
  });

  describe('when sealed_auto_award is off', () => {
    const lot = given(sealed(false), offer('A', 1600_00), offer('B', 1200_00));

    it("asks the lot's seller to award, naming the offers awaiting them (S2)", () => {
      const { state, events } = play(lot, closeWith(false));
      expect(state.phase).toBe('awaiting_award');
      expect(events.at(-1)).toEqual({
        type: 'SealedOfferAwardRequested',
        data: {
          lotId: state.lotId,
          sellerId: 'seller',
          offerCount: 2,
          approvalDeadline: null,
          at: END,
        },
      });
    });

    it('asks once: a repeated close appends nothing (S2)', () => {
      const ended = given(lot, closeWith(false));
      expect(play(ended, closeWith(false)).events).toEqual([]);
    });

    it('asks too when the close carries no settings, by the lot’s own snapshot (S2)', () => {
      expect(play(lot, close()).events.map((e) => e.type)).toEqual([
        'SealedOfferWindowEnded',
        'SealedOfferAwardRequested',
      ]);
    });
  });

  it('asks the seller until the approval deadline when the best offer is below the reserve (S3)', () => {
    const { events } = play(given(sealed(true), offer('A', 1200_00)), closeWith(true));
    expect(events.at(-1)).toMatchObject({
      type: 'SealedOfferAwardRequested',
      data: { offerCount: 1, approvalDeadline: addMinutes(END, 2880) },
    });
  });

  it('asks nobody when there is no offer: the lot is unsold (S4)', () => {
    const { state, events } = play(sealed(false), closeWith(false));
    expect(state.phase).toBe('unsold');
    expect(events.map((e) => e.type)).not.toContain('SealedOfferAwardRequested');
  });
});
