import { describe, expect, it } from 'vitest';
import { bid, given, openLot, play } from './lot.test-builders.js';
import { buyerLabel, publicView } from './lot.views.js';

const history = (events: ReturnType<typeof play>['events']) =>
  events.flatMap((e) =>
    e.type === 'ProxyBidPlaced' || e.type === 'AutomaticBidPlaced' || e.type === 'HardBidPlaced'
      ? [
          `${e.data.userId} ${e.type === 'AutomaticBidPlaced' ? '(auto) ' : ''}${e.data.amount / 100}`,
        ]
      : [],
  );

describe('Lot, proxy bidding (worked examples of the rules page)', () => {
  describe('when nobody has bid and sprice is $500', () => {
    it('lets A lead at the start price with a maximum of $800 (P1)', () => {
      const { state, events } = play(openLot(), bid('A', 800_00));
      expect(state.leader?.userId).toBe('A');
      expect(state.wprice).toBe(500_00);
      expect(history(events)).toEqual(['A 500']);
    });
  });

  describe('when A holds a maximum of $800', () => {
    const lot = () => given(openLot(), bid('A', 800_00));

    it("keeps A leading at $610 when B's maximum is $600, and writes both rows (P4)", () => {
      const { state, events } = play(lot(), bid('B', 600_00, undefined));
      expect(state.leader?.userId).toBe('A');
      expect(state.wprice).toBe(610_00);
      expect(history(events)).toEqual(['B 600', 'A (auto) 610']);
      expect(buyerLabel(state, 'B')).toBe('Outbid');
      expect(buyerLabel(state, 'A')).toBe('Winning');
    });

    it('keeps A leading at $800 when B matches the maximum (earlier wins the tie)', () => {
      const { state } = play(lot(), bid('B', 800_00));
      expect(state.leader?.userId).toBe('A');
      expect(state.wprice).toBe(800_00);
    });
  });

  describe('when A holds $800 and leads at $610', () => {
    const lot = () => given(openLot(), bid('A', 800_00), bid('B', 600_00));

    it('lets C lead at $805, beating $800 by less than a step (P3)', () => {
      const { state, events } = play(lot(), bid('C', 805_00));
      expect(state.leader?.userId).toBe('C');
      expect(state.wprice).toBe(805_00);
      expect(history(events)).toEqual(['A (auto) 800', 'C 805']);
    });

    it('lets C lead at $810 with a maximum of $2,000 (P3)', () => {
      const { state } = play(lot(), bid('C', 2000_00));
      expect(state.leader?.userId).toBe('C');
      expect(state.wprice).toBe(810_00);
      expect(publicView(state).next_bid).toBe(820_00);
    });

    it('rejects C below next_bid with the exact minimum', () => {
      expect(() => play(lot(), bid('C', 615_00))).toThrowError(
        expect.objectContaining({ code: 'bid.below-minimum', params: { amount: 620_00 } }),
      );
    });
  });

  describe('when the reserve is $1,500', () => {
    const lot = () => openLot({ rprice: 1500_00 });

    it("lets A lead at $1,200 with a $1,200 maximum, 'Reserve not met'", () => {
      const { state } = play(lot(), bid('A', 1200_00));
      expect(state.wprice).toBe(1200_00);
      expect(buyerLabel(state, 'A')).toBe('Winning, Reserve not met');
    });

    it('lets A lead at the reserve with a $3,000 maximum', () => {
      const { state } = play(lot(), bid('A', 3000_00));
      expect(state.wprice).toBe(1500_00);
      expect(buyerLabel(state, 'A')).toBe('Winning');
    });

    it('moves A to the reserve when A raises from $1,200 to $2,000 (P2)', () => {
      const { state, events } = play(given(lot(), bid('A', 1200_00)), bid('A', 2000_00));
      expect(state.wprice).toBe(1500_00);
      expect(events.map((e) => e.type)).toEqual(['LeaderMaximumChanged']);
    });
  });

  describe("when the leader raises their maximum (issue 27 item 3: the leader's own bid count)", () => {
    it('counts the bids the public history lists, as the card does: automatic ones in, the raise out', () => {
      // A 500, B 600, A (auto) 610, C 700, A (auto) 710: five rows of the history.
      const lot = given(openLot(), bid('A', 800_00), bid('B', 600_00), bid('C', 700_00));
      expect(publicView(lot).bid_count).toBe(5);
      const { state, events } = play(lot, bid('A', 2000_00));
      expect(events.map((e) => e.type)).toEqual(['LeaderMaximumChanged']);
      expect(publicView(state).bid_count).toBe(5);
    });
  });
});
