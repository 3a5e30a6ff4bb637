import { describe, expect, it } from 'vitest';
import { fromMs, toMs } from './instant.rules.js';

describe('toMs', () => {
  it("answers Date.parse's epoch ms for an instant, asked once or many times", () => {
    const at = '2026-03-01T10:00:00.000Z';
    expect(toMs(at)).toBe(Date.parse(at));
    expect(toMs(at)).toBe(Date.parse(at));
    expect(toMs('2026-03-01T11:00:00+01:00')).toBe(Date.parse(at));
  });

  it('still refuses what is not an instant after thousands of good ones have been remembered', () => {
    for (let i = 0; i < 5_000; i++) expect(toMs(fromMs(i * 1_000))).toBe(i * 1_000);
    expect(() => toMs('not a date')).toThrow(RangeError);
    expect(() => toMs('not a date')).toThrow('Not an ISO instant: not a date');
  });
});
