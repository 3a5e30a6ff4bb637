import { describe, expect, it } from 'vitest';
import { wallClockMs } from '@/testing/wall-clock';
import { instantIn } from './instant-text';

const HOUR = 3_600_000;

describe('An instant in a zone', () => {
  const at = '2026-01-10T22:30:15.000Z';

  it('writes UTC as the site writes times, with seconds', () => {
    expect(instantIn(at, 'UTC')).toBe('01-10-2026 10:30:15 pm');
  });

  it("writes the admin's zone on its own wall clock: Dubai is 4 hours ahead, into the next day", () => {
    expect(instantIn(at, 'Asia/Dubai')).toBe('01-11-2026 2:30:15 am');
    expect(wallClockMs(instantIn(at, 'Asia/Dubai')) - wallClockMs(instantIn(at, 'UTC'))).toBe(
      4 * HOUR,
    );
  });

  it('follows a zone with daylight saving: New York is 5 hours behind in January, 4 in July', () => {
    const july = '2026-07-10T22:30:15.000Z';
    expect(wallClockMs(instantIn(at, 'America/New_York')) - wallClockMs(instantIn(at, 'UTC'))).toBe(
      -5 * HOUR,
    );
    expect(
      wallClockMs(instantIn(july, 'America/New_York')) - wallClockMs(instantIn(july, 'UTC')),
    ).toBe(-4 * HOUR);
  });

  it('writes nothing for an instant that is not one', () => {
    expect(instantIn('not a time', 'UTC')).toBe('');
  });
});
