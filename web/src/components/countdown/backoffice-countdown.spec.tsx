import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetServerClock, syncServerTime } from '@/lib/server-clock';
import { renderWithProviders } from '@/testing/render';
import { formatBackofficeDuration } from './backoffice-countdown';
import { Countdown } from './countdown';
import { renderBackofficeCountdown } from './countdown.testing';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const later = (ms: number) => new Date(NOW + ms).toISOString();
const D = 86_400_000;
const SPAN = D + 2 * 3_600_000 + 3 * 60_000 + 4_000;

describe('The back-office countdown (spec 4)', () => {
  beforeEach(() => {
    resetServerClock();
    syncServerTime(NOW);
  });

  it('counts in D: H: M: S units', () => {
    expect(formatBackofficeDuration(SPAN)).toBe('1D: 02H: 03M: 04S');
    expect(formatBackofficeDuration(59_000)).toBe('0D: 00H: 00M: 59S');
  });

  it("says 'Starts In : ' before the start", () => {
    renderBackofficeCountdown(later(SPAN), later(3 * D));
    expect(screen.getByTestId('countdown').textContent).toBe('Starts In : 1D: 02H: 03M: 04S');
  });

  it("says 'Ends In : ' while the auction runs", () => {
    renderBackofficeCountdown(later(-D), later(SPAN));
    expect(screen.getByTestId('countdown').textContent).toBe('Ends In : 1D: 02H: 03M: 04S');
  });

  it("keeps the public wording ('Starts in:') without the variant", () => {
    renderWithProviders(
      <Countdown open startsAt={later(SPAN)} endsAt={later(3 * D)} sealed={false} />,
    );
    expect(screen.getByTestId('countdown').textContent).toContain('Starts in:');
  });
});
