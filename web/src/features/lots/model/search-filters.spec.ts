import { describe, expect, it } from 'vitest';
import { activeFilterCount, rangeValue, searchFiltersOf } from './search-filters';

describe('The /search filters in the address (issue 27 item 11)', () => {
  it('reads category, condition, location, auction, type and both ranges', () => {
    const params = new URLSearchParams(
      'categoryTypeId=c1&conditionTypeId=k1&location_id=l1&auctionid=a1&lot_type=sealed' +
        '&price_min=100&price_max=2500.50&weight_min=1&weight_max=25.10&title=rough&page=2',
    );
    expect(searchFiltersOf(params)).toEqual({
      categoryTypeId: 'c1',
      conditionTypeId: 'k1',
      location_id: 'l1',
      auctionid: 'a1',
      lot_type: 'sealed',
      price_min: '100',
      price_max: '2500.50',
      weight_min: '1',
      weight_max: '25.10',
    });
    expect(activeFilterCount(params)).toBe(9);
  });

  it('leaves out blank values and what it does not know', () => {
    expect(searchFiltersOf(new URLSearchParams('price_min=&lot_type=%20&foo=1'))).toEqual({});
  });

  it('reads a typed bound without its thousands commas', () => {
    expect(rangeValue(' 12,500.25 ')).toBe('12500.25');
  });
});
