import { describe, expect, it } from 'vitest';
import { byPosition } from './log-position.rules.js';

const sorted = (...positions: string[]) =>
  positions
    .map((position) => ({ position }))
    .sort(byPosition)
    .map((e) => e.position);

describe('Global log order of events read from several streams', () => {
  it('orders plain positions as numbers, not as text (SQLite, memory)', () =>
    expect(sorted('10', '9', '100')).toEqual(['9', '10', '100']));

  it('orders zero-padded pairs group by group (PostgreSQL, KurrentDB)', () =>
    expect(
      sorted(
        '00000000000000000002.00000000000000000001',
        '00000000000000000001.00000000000000000009',
      ),
    ).toEqual([
      '00000000000000000001.00000000000000000009',
      '00000000000000000002.00000000000000000001',
    ]));
});
