import { describe, expect, it } from 'vitest';
import { addSeconds } from '../../shared/domain/instant.rules.js';
import { beforeEnd, bid, END, given, openLot, play } from './lot.test-builders.js';

describe('Lot, anti-sniping (soft close)', () => {
  describe('with the default 300 s window and extension and no cap', () => {
    it('moves date_closed to bid time + 300 s for a bid 100 s before the end', () => {
      const { state, events } = play(openLot(), bid('A', 800_00, beforeEnd(100)));
      expect(state.dateClosed).toBe(addSeconds(END, 200));
      expect(events.at(-1)).toMatchObject({
        type: 'LotClosingExtended',
        data: { previous_date_closed: END },
      });
    });

    it('does not extend for a bid 300 s or more before the end', () => {
      const { state } = play(openLot(), bid('A', 800_00, beforeEnd(300)));
      expect(state.dateClosed).toBe(END);
    });

    it('extends again from the last bid, past the planned close', () => {
      const first = given(openLot(), bid('A', 800_00, beforeEnd(10)));
      const { state } = play(first, bid('B', 900_00, addSeconds(END, 200)));
      expect(state.dateClosed).toBe(addSeconds(END, 500));
    });

    it('does not extend when the leader raises their own maximum (P2)', () => {
      const lot = given(openLot(), bid('A', 800_00, beforeEnd(1000)));
      const { state, events } = play(lot, bid('A', 900_00, beforeEnd(10)));
      expect(events.map((e) => e.type)).toEqual(['LeaderMaximumChanged']);
      expect(state.dateClosed).toBe(END);
    });

    it('does not extend on a rejected bid', () => {
      const lot = given(openLot(), bid('A', 800_00, beforeEnd(1000)));
      expect(() => play(lot, bid('B', 100_00, beforeEnd(10)))).toThrow();
      expect(lot.dateClosed).toBe(END);
    });

    it('rejects a bid at or after the (extended) close', () => {
      expect(() => play(openLot(), bid('A', 800_00, END))).toThrowError(
        expect.objectContaining({ code: 'bid.ended' }),
      );
    });
  });

  describe('with a 120 s cap', () => {
    it('never moves date_closed past the planned close + 120 s', () => {
      const lot = given(openLot({}, { softCloseCapSeconds: 120 }), bid('A', 800_00, beforeEnd(10)));
      expect(lot.dateClosed).toBe(addSeconds(END, 120));
      const { state, events } = play(lot, bid('B', 900_00, addSeconds(END, 100)));
      expect(state.dateClosed).toBe(addSeconds(END, 120));
      expect(events.map((e) => e.type)).not.toContain('LotClosingExtended');
    });
  });
});
