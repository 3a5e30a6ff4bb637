import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetServerClock, syncServerTime } from '@/lib/server-clock';
import { renderWithProviders } from '@/testing/render';
import { Countdown } from './countdown';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const later = (ms: number) => new Date(NOW + ms).toISOString();
const D = 86_400_000;

/** Issue 27 item 9, spec 4 and 9: an alert is raised when under 2 days remain. */
describe("The countdown's alert", () => {
  beforeEach(() => {
    resetServerClock();
    syncServerTime(NOW);
  });

  it('given under 2 days left, says the lot is ending soon', () => {
    renderWithProviders(
      <Countdown open startsAt={later(-D)} endsAt={later(2 * D - 60_000)} sealed={false} />,
    );
    expect(screen.getByTestId('countdown-alert').textContent).toBe('Ending soon');
  });

  it('given 2 days or more left, raises none', () => {
    renderWithProviders(
      <Countdown open startsAt={later(-D)} endsAt={later(2 * D + 60_000)} sealed={false} />,
    );
    expect(screen.queryByTestId('countdown-alert')).toBeNull();
  });
});
