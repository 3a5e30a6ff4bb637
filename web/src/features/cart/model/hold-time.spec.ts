import { describe, expect, it } from 'vitest';
import { holdTimeLeft } from './hold-time';

const NOW = Date.parse('2030-01-01T10:00:00.000Z');

describe('Hold time left', () => {
  it('shows minutes and seconds until the hold lapses', () =>
    expect(holdTimeLeft('2030-01-01T10:14:05.000Z', NOW)).toBe('14:05'));
  it('rounds a part second up, so 0:00 is never shown while held', () =>
    expect(holdTimeLeft('2030-01-01T10:00:00.400Z', NOW)).toBe('0:01'));
  it('is gone once the hold has lapsed', () =>
    expect(holdTimeLeft('2030-01-01T10:00:00.000Z', NOW)).toBeNull());
});
