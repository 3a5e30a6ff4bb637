import { describe, expect, it } from 'vitest';
import { defaultRange, isoDay } from './report-range';

describe('The report range', () => {
  it('opens on the year so far, in UTC days', () => {
    expect(defaultRange(new Date('2030-06-15T23:30:00Z'))).toEqual({
      from: '2030-01-01',
      to: '2030-06-15',
    });
  });

  it('writes a day as YYYY-MM-DD', () => {
    expect(isoDay(new Date('2031-02-03T00:00:00Z'))).toBe('2031-02-03');
  });
});
