import { describe, expect, it } from 'vitest';
import {
  formatCents,
  formatDate,
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
  it('formats times as h:mm a in the morning', () =>
    expect(formatTime('2026-03-07T09:05:00Z')).toBe('9:05 AM'));
  it('formats noon and midnight as 12', () => {
    expect(formatTime('2026-03-07T12:30:00Z')).toBe('12:30 PM');
    expect(formatTime('2026-03-07T00:01:00Z')).toBe('12:01 AM');
  });
  it('returns nothing for an invalid date', () => expect(formatDate('not a date')).toBe(''));
});

describe('Weight', () => {
  it("uses 'ct' for 1 carat or less", () => {
    expect(formatWeight(1)).toBe('1 ct');
    expect(formatWeight(0.5)).toBe('0.5 ct');
  });
  it("uses 'cts' above 1 carat", () => expect(formatWeight(10.25)).toBe('10.25 cts'));
});

describe('Countdown durations', () => {
  it('shows hours, minutes and seconds', () => expect(formatDuration(3_723_000)).toBe('01:02:03'));
  it('shows days when a day or more remains', () =>
    expect(formatDuration(90_061_000)).toBe('1d 01:01:01'));
  it('never shows a negative duration', () => expect(formatDuration(-5000)).toBe('00:00:00'));
});
