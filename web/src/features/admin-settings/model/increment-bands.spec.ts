import { describe, expect, it } from 'vitest';
import { addBand, bandsOf, invalidBand, removeBand, setBand, toRows } from './increment-bands';

const table = bandsOf([
  { id: 'b', from_amount: 1000, to_amount: null, increment: 25 },
  { id: 'a', from_amount: 0, to_amount: 1000, increment: 10 },
]);

describe('The increment form (bands without gaps or overlaps)', () => {
  it('sends bands that start at 0 and follow each other, the last open-ended', () => {
    expect(toRows(table)).toEqual([
      { id: 'a', from_amount: 0, to_amount: 1000, increment: 10 },
      { id: 'b', from_amount: 1000, to_amount: null, increment: 25 },
    ]);
  });

  it('moves the next band with an edited edge', () => {
    expect(toRows(setBand(table, 0, { to: 500 }))[1]).toMatchObject({ from_amount: 500 });
  });

  it('adds a band by splitting the last one', () => {
    expect(toRows(addBand(table, 5000, 50))).toEqual([
      { id: 'a', from_amount: 0, to_amount: 1000, increment: 10 },
      { id: 'b', from_amount: 1000, to_amount: 5000, increment: 25 },
      { from_amount: 5000, to_amount: null, increment: 50 },
    ]);
  });

  it('gives a removed band’s range to the band before it', () => {
    expect(toRows(removeBand(table, 1))).toEqual([
      { id: 'a', from_amount: 0, to_amount: null, increment: 10 },
    ]);
    expect(toRows(removeBand(addBand(table, 5000, 50), 1))).toEqual([
      { id: 'a', from_amount: 0, to_amount: 5000, increment: 10 },
      { from_amount: 5000, to_amount: null, increment: 50 },
    ]);
  });

  it('points at a band that ends before it starts or has no increment', () => {
    expect(invalidBand(table)).toBe(-1);
    expect(invalidBand(setBand(table, 0, { increment: 0 }))).toBe(0);
    expect(invalidBand(setBand(addBand(table, 5000, 50), 1, { to: 900 }))).toBe(1);
  });
});
