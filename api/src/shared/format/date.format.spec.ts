import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime } from './date.format.js';

describe('Dates the server prints (spec section 7: MM-DD-YYYY, h:mm a)', () => {
  it('writes the date month first', () =>
    expect(formatDate('2026-11-24T15:05:00.000Z')).toBe('11-24-2026'));
  it('writes the time on a 12-hour clock with a lower-case am/pm', () => {
    expect(formatTime('2026-11-24T15:05:00.000Z')).toBe('3:05 pm');
    expect(formatTime('2026-11-24T09:30:00.000Z')).toBe('9:30 am');
  });
  it('writes midnight and noon as 12', () => {
    expect(formatTime('2026-11-24T00:01:00.000Z')).toBe('12:01 am');
    expect(formatTime('2026-11-24T12:00:00.000Z')).toBe('12:00 pm');
  });
  it('writes both, date first', () =>
    expect(formatDateTime('2026-01-02T23:59:00.000Z')).toBe('01-02-2026 11:59 pm'));
  it('writes nothing for what is not an instant', () => expect(formatDateTime('soon')).toBe(''));
});
