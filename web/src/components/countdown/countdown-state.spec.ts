import { describe, expect, it } from 'vitest';
import { countdownState, isUrgent } from './countdown-state';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const at = (h: number) => new Date(NOW + h * 3600_000).toISOString();

describe('Countdown', () => {
  it("says 'Starts in:' before the start", () =>
    expect(
      countdownState({ open: true, startsAt: at(2), endsAt: at(5), sealed: false }, NOW),
    ).toEqual({ kind: 'startsIn', remainingMs: 2 * 3600_000 }));
  it("says 'Time left:' while running", () =>
    expect(
      countdownState({ open: true, startsAt: at(-1), endsAt: at(3), sealed: false }, NOW).kind,
    ).toBe('timeLeft'));
  it("says 'Auction Closing' when open past its end", () =>
    expect(
      countdownState({ open: true, startsAt: at(-3), endsAt: at(-1), sealed: false }, NOW).kind,
    ).toBe('auctionClosing'));
  it("says 'Auction Closed' with the date once closed", () =>
    expect(
      countdownState({ open: false, startsAt: at(-3), endsAt: at(-1), sealed: false }, NOW),
    ).toEqual({ kind: 'auctionClosed', closedAt: at(-1) }));
  it("says 'Offer Closed' for a sealed lot past its end", () =>
    expect(
      countdownState({ open: true, startsAt: at(-3), endsAt: at(-1), sealed: true }, NOW).kind,
    ).toBe('offerClosed'));
  it('is urgent under 2 days only', () => {
    expect(
      isUrgent(
        countdownState({ open: true, startsAt: at(-1), endsAt: at(47), sealed: false }, NOW),
      ),
    ).toBe(true);
    expect(
      isUrgent(
        countdownState({ open: true, startsAt: at(-1), endsAt: at(49), sealed: false }, NOW),
      ),
    ).toBe(false);
  });
});
