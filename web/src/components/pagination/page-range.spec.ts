import { describe, expect, it } from 'vitest';
import { pageCount, pageRange } from './page-range';

describe('Pagination (3 siblings, 2 boundaries)', () => {
  it('has ceil(totalRecords / limit) pages', () => {
    expect(pageCount(25, 12)).toBe(3);
    expect(pageCount(24, 12)).toBe(2);
    expect(pageCount(0, 12)).toBe(1);
  });
  it('shows every page when they fit', () =>
    expect(pageRange(13, 1)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]));
  it('puts dots before the last 2 pages near the start', () =>
    expect(pageRange(30, 1)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 'dots', 29, 30]));
  it('keeps 3 siblings either side and 2 boundary pages in the middle', () =>
    expect(pageRange(30, 15)).toEqual([1, 2, 'dots', 12, 13, 14, 15, 16, 17, 18, 'dots', 29, 30]));
  it('puts dots after the first 2 pages near the end', () =>
    expect(pageRange(30, 30)).toEqual([1, 2, 'dots', 21, 22, 23, 24, 25, 26, 27, 28, 29, 30]));
});
