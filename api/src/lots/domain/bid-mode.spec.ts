import { describe, expect, it } from 'vitest';
import type { PlaceBid } from './lot.commands.js';
import { bid, given, openLot, play } from './lot.test-builders.js';

/** A bid as the handler sends it: with `proxy_bidding_settings` as it stands at the bid. */
const bidIn = (mode: 'proxy' | 'hard', user: string, amount: number): PlaceBid => ({
  ...(bid(user, amount) as PlaceBid),
  biddingMode: mode,
});

describe('Lot, the bid mode is the setting at the time of the bid (issue 27 item 1)', () => {
  describe('when a lot opened under proxy bids and A holds a maximum of $1,000', () => {
    const lot = () => given(openLot(), bid('A', 1000_00));

    it('judges a bid placed after the admin set fixed bids as fixed: B leads at exactly $1,200 (H1)', () => {
      const { state, events } = play(lot(), bidIn('hard', 'B', 1200_00));
      expect(events[0]?.type).toBe('LotSettingsApplied');
      expect(events.map((e) => e.type)).toContain('HardBidPlaced');
      expect(state.settings.biddingMode).toBe('hard');
      expect(state.leader?.userId).toBe('B');
      expect(state.wprice).toBe(1200_00);
    });

    it('lets a standing maximum still answer a fixed bid below it (H2)', () => {
      const { state } = play(lot(), bidIn('hard', 'B', 900_00));
      expect(state.leader?.userId).toBe('A');
      expect(state.wprice).toBe(910_00);
    });

    it('keeps proxy bids while the setting is proxy: nothing is captured (P3)', () => {
      const { state, events } = play(lot(), bidIn('proxy', 'B', 1200_00));
      expect(events.map((e) => e.type)).not.toContain('LotSettingsApplied');
      expect(events.map((e) => e.type)).toContain('ProxyBidPlaced');
      expect(state.wprice).toBe(1025_00);
    });
  });

  it('turns a lot opened under fixed bids back to proxy when the setting says so (P4)', () => {
    const lot = given(openLot({}, { biddingMode: 'hard' }), bid('A', 600_00));
    const { state, events } = play(lot, bidIn('proxy', 'B', 900_00));
    expect(events[0]?.type).toBe('LotSettingsApplied');
    expect(state.leader?.userId).toBe('B');
    expect(state.wprice).toBe(610_00);
  });

  it('captures nothing for a refused bid', () => {
    const lot = given(openLot(), bid('A', 1000_00));
    expect(() => play(lot, bidIn('hard', 'B', 505_00))).toThrowError(
      expect.objectContaining({ code: 'bid.below-minimum' }),
    );
  });
});
