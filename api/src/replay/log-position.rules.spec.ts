import { describe, expect, it } from 'vitest';
import { byPosition, inLogOrder } from './log-position.rules.js';

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

describe('A replay log merged from its streams', () => {
  const at = (...positions: string[]) => positions.map((position) => ({ position }));

  it('interleaves several streams by global position', () =>
    expect(inLogOrder([at('1', '4', '10'), at('2', '3'), at('9')]).map((e) => e.position)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '9',
      '10',
    ]));

  it('takes a lone stream as read, with no copy: it is in log order already', () => {
    const lot = at('1', '2', '3');
    expect(inLogOrder([lot, [], []])).toBe(lot);
  });

  it('leaves the streams it merges as they were', () => {
    const lot = at('1', '3');
    const invoice = at('2');
    inLogOrder([lot, invoice]);
    expect(lot.map((e) => e.position)).toEqual(['1', '3']);
  });
});
