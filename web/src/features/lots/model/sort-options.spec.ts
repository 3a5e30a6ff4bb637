import { describe, expect, it } from 'vitest';
import { sortOptions } from './sort-options';

const fallback = [{ value: 'p.title asc', label: 'Title A–Z' }];

describe('sort-by choices from product/activeSorts', () => {
  it("offers the server's sorts in the address's p. form, keeping the web's wording", () => {
    expect(
      sortOptions(
        [
          { id: 5, label: 'Title', orderby: 'title asc' },
          { id: 6, label: 'Most bids', orderby: 'bid_count desc' },
        ],
        fallback,
      ),
    ).toEqual([
      { value: 'p.title asc', label: 'Title A–Z' },
      { value: 'p.bid_count desc', label: 'Most bids' },
    ]);
  });

  it("uses the web's own list until the server answers", () => {
    expect(sortOptions(undefined, fallback)).toEqual(fallback);
  });
});
