import { describe, expect, it } from 'vitest';
import {
  bid,
  given,
  openLot,
  play,
  preBid,
  T0,
  create,
  open,
  aLot,
  aSettings,
} from './lot.test-builders.js';
import { initialState } from './lot.state.js';

const hard = { biddingMode: 'hard' } as const;

describe('Lot, hard bids (proxy_bidding_settings = 0)', () => {
  it('lets U lead at exactly H when no maximum is above H (H1)', () => {
    const { state, events } = play(given(openLot({}, hard), bid('A', 500_00)), bid('B', 700_00));
    expect(state.leader?.userId).toBe('B');
    expect(state.wprice).toBe(700_00);
    expect(events.map((e) => e.type)).toEqual(['HardBidPlaced']);
  });

  it('rejects a bid below next_bid', () => {
    const lot = given(openLot({}, hard), bid('A', 500_00));
    expect(() => play(lot, bid('B', 505_00))).toThrowError(
      expect.objectContaining({ code: 'bid.below-minimum', params: { amount: 510_00 } }),
    );
  });

  it('never lets the leader bid against themselves', () => {
    const lot = given(openLot({}, hard), bid('A', 500_00));
    expect(() => play(lot, bid('A', 600_00))).toThrowError(
      expect.objectContaining({ code: 'bid.already-leading' }),
    );
  });

  describe('when A holds a standing maximum of $800 (a pre-bid applied at start)', () => {
    const lot = () =>
      given(
        initialState(),
        create(aLot(), aSettings(hard)),
        preBid('A', 800_00),
        open(aSettings(hard), T0),
      );

    it("answers B's $600 with min(L, H + inc(H)) = $610 and keeps A leading (H2)", () => {
      const { state, events } = play(lot(), bid('B', 600_00));
      expect(state.leader?.userId).toBe('A');
      expect(state.wprice).toBe(610_00);
      expect(events.map((e) => e.type)).toEqual(['HardBidPlaced', 'AutomaticBidPlaced']);
    });

    it('keeps A leading at $800 when B bids exactly $800 (the earlier maximum wins)', () => {
      const { state } = play(lot(), bid('B', 800_00));
      expect(state.leader?.userId).toBe('A');
      expect(state.wprice).toBe(800_00);
    });

    it('lets B lead at exactly $900 above the maximum (H1)', () => {
      const { state } = play(lot(), bid('B', 900_00));
      expect(state.leader?.userId).toBe('B');
      expect(state.wprice).toBe(900_00);
    });
  });
});
