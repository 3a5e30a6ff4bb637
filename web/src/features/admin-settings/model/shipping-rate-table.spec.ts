import { describe, expect, it } from 'vitest';
import { aRateTable } from '@/testing/shipping-rate-table-builder';
import {
  centsOf,
  countriesOf,
  fallingBand,
  withBandAdded,
  withBandRemoved,
  withCountries,
  withPrice,
} from './shipping-rate-table';

const table = aRateTable([5_000, 50_000], {
  domestic: [95_00, 145_00],
  world: [245_00, 325_00],
});

describe('Editing the shipping rate table', () => {
  it('reads dollars as whole cents and country lists as upper-case codes', () => {
    expect(centsOf('12.345')).toBe(12_35);
    expect(centsOf(0.1 + 0.2)).toBe(30);
    expect(countriesOf(' be, nl;fr  de ')).toEqual(['BE', 'NL', 'FR', 'DE']);
    expect(withCountries(table, 0, 'us, ca').zones[0]!.countries).toEqual(['US', 'CA']);
  });

  it('changes one price of one zone and band only', () => {
    const rates = withPrice(table, 0, 'world', 1, 400_00).services[0]!.rates;
    expect(rates.map((r) => r.prices)).toEqual([
      [95_00, 145_00],
      [245_00, 400_00],
    ]);
  });

  it('adds a heavier band priced as the heaviest so far, and removes a band with its prices', () => {
    const added = withBandAdded(table);
    expect(added.bands.at(-1)).toEqual({ upToPoints: 100_000 });
    expect(added.services[0]!.rates[0]!.prices).toEqual([95_00, 145_00, 145_00]);
    const removed = withBandRemoved(table, 0);
    expect(removed.bands).toEqual([{ upToPoints: 50_000 }]);
    expect(removed.services[0]!.rates[1]!.prices).toEqual([325_00]);
  });

  it('names the first band that does not rise', () => {
    expect(fallingBand(table)).toBe(-1);
    expect(fallingBand({ ...table, bands: [{ upToPoints: 5_000 }, { upToPoints: 5_000 }] })).toBe(
      1,
    );
  });
});
