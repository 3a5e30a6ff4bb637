import { describe, expect, it } from 'vitest';
import {
  formatCents,
  formatDate,
  formatDateTime,
  formatInstant,
  formatLotMoney,
  formatDuration,
  formatMoney,
  formatTime,
  formatWeight,
  toCents,
} from './format';

describe('Money', () => {
  it('shows dollars from the API as $1,234.50', () =>
    expect(formatMoney(1234.5)).toBe('$1,234.50'));
  it('shows integer cents with a $ prefix, separators and 2 decimals', () =>
    expect(formatCents(123_456_78)).toBe('$123,456.78'));
  it('rounds float noise to the cent before formatting', () => expect(toCents(0.1 + 0.2)).toBe(30));
  it('shows $0.00 for a missing amount', () => expect(formatMoney(null)).toBe('$0.00'));
});

describe('Dates and times (TZ=UTC in tests)', () => {
  it('formats dates as MM-DD-YYYY', () =>
    expect(formatDate('2026-03-07T09:05:00Z')).toBe('03-07-2026'));
  it('formats times as h:mm a, am and pm lower-case as the spec writes them', () => {
    expect(formatTime('2026-03-07T09:05:00Z')).toBe('9:05 am');
    expect(formatTime('2026-03-07T15:05:00Z')).toBe('3:05 pm');
  });
  it('formats noon and midnight as 12', () => {
    expect(formatTime('2026-03-07T12:30:00Z')).toBe('12:30 pm');
    expect(formatTime('2026-03-07T00:01:00Z')).toBe('12:01 am');
  });
  it('formats a date and time as MM-DD-YYYY h:mm a', () =>
    expect(formatDateTime('2026-11-24T15:05:00Z')).toBe('11-24-2026 3:05 pm'));
  it('formats an instant in a named zone, with seconds or milliseconds when asked', () => {
    const at = '2026-01-10T22:30:15.042Z';
    expect(formatInstant(at, { timeZone: 'Asia/Dubai', seconds: true })).toBe(
      '01-11-2026 2:30:15 am',
    );
    expect(formatInstant(at, { timeZone: 'UTC', millis: true })).toBe('01-10-2026 10:30:15.042 pm');
  });
  it('returns nothing for an invalid date', () => expect(formatDate('not a date')).toBe(''));
});

describe('Weight', () => {
  it("uses 'ct' for 1 carat or less", () => {
    expect(formatWeight(1)).toBe('1.00 ct');
    expect(formatWeight(0.5)).toBe('0.50 ct');
  });
  it("uses 'cts' above 1 carat", () => expect(formatWeight(10.25)).toBe('10.25 cts'));
  it('keeps the decimals of a weight: 25.10 cts, not 25.1', () =>
    expect(formatWeight(25.1)).toBe('25.10 cts'));
});

describe("Amounts in a lot's unit", () => {
  it("adds '/ct' to an amount of a lot priced per carat", () =>
    expect(formatLotMoney(1200, 'per_carat')).toBe('$1,200.00/ct'));
  it('adds nothing per item', () => expect(formatLotMoney(1200, 'per_item')).toBe('$1,200.00'));
});

describe('Countdown durations', () => {
  it('shows hours, minutes and seconds', () => expect(formatDuration(3_723_000)).toBe('01:02:03'));
  it('shows days when a day or more remains', () =>
    expect(formatDuration(90_061_000)).toBe('1d 01:01:01'));
  it('never shows a negative duration', () => expect(formatDuration(-5000)).toBe('00:00:00'));
});
