import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { resetServerClock, syncServerTime } from '@/lib/server-clock';
import { renderWithProviders } from '@/testing/render';
import { Countdown } from './countdown';
import { renderBackofficeCountdown } from './countdown.testing';

const NOW = Date.parse('2026-11-20T12:00:00Z');
const later = (ms: number) => new Date(NOW + ms).toISOString();
const D = 86_400_000;
const SPAN = D + 2 * 3_600_000 + 3 * 60_000 + 4_000;

describe('The countdown in Arabic (issue 27, item 13)', () => {
  beforeEach(async () => {
    resetServerClock();
    syncServerTime(NOW);
    await i18n.changeLanguage('ar');
  });
  afterEach(() => i18n.changeLanguage('en'));

  it('counts days in Arabic units, the figures isolated', () => {
    renderWithProviders(
      <Countdown open startsAt={later(-D)} endsAt={later(SPAN)} sealed={false} />,
    );
    const shown = screen.getByTestId('countdown').querySelector('bdi');
    expect(shown?.textContent).toBe('1ي 02:03:04');
  });

  it('counts the back office variant in Arabic units', () => {
    renderBackofficeCountdown(later(-D), later(SPAN));
    expect(screen.getByTestId('countdown').querySelector('bdi')?.textContent).toBe(
      '1ي: 02س: 03د: 04ث',
    );
  });

  it('isolates the closing date, so it never reads 2026-24-11', () => {
    renderWithProviders(
      <Countdown
        open={false}
        startsAt={later(-3 * D)}
        endsAt="2026-11-24T10:00:00Z"
        sealed={false}
      />,
    );
    const date = screen.getByTestId('countdown').querySelector('[dir="ltr"]');
    expect(date?.textContent).toBe('11-24-2026');
    expect((date as HTMLElement).style.unicodeBidi).toBe('isolate');
  });
});
