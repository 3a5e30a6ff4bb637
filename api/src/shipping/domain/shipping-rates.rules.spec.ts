import type { ShippingRateTable } from '@facet/event-schemas';
import { describe, expect, it } from 'vitest';
import { defaultRateTable } from './default-rate-table.js';
import { countryCodeOf } from './country-code.rules.js';
import {
  bandOf,
  insuranceOf,
  priceParcel,
  rateTableProblems,
  zoneOf,
} from './shipping-rates.rules.js';

const courier = defaultRateTable.services[0]!;
const post = defaultRateTable.services[1]!;
const parcel = (weight: number, declaredValue: number, country = 'US') => ({
  weight,
  declaredValue,
  country,
});

describe('Shipping rates', () => {
  describe('SH-1 destination zone', () => {
    it('given the default table, when the country is listed, then its zone prices it', () => {
      expect(zoneOf(defaultRateTable, 'US')).toBe('domestic');
      expect(zoneOf(defaultRateTable, 'CA')).toBe('region');
    });

    it('given the default table, when no zone lists the country, then it is rest of world', () => {
      expect(zoneOf(defaultRateTable, 'BE')).toBe('world');
    });
  });

  describe('SH-2 weight band', () => {
    it('given bands up to 50, 500, 5000 ct, when a parcel is exactly 50 ct, then band one', () => {
      expect(bandOf(defaultRateTable, 5_000)).toBe(0);
      expect(bandOf(defaultRateTable, 5_001)).toBe(1);
    });

    it('given the last band, when a parcel is heavier, then no service carries it', () => {
      expect(bandOf(defaultRateTable, 500_001)).toBe(-1);
      expect(priceParcel(defaultRateTable, parcel(500_001, 100_00))).toEqual([]);
    });
  });

  describe('SH-3 insurance', () => {
    it('given 1.5 per mille, when $100,000 is declared, then $150 of insurance', () => {
      expect(insuranceOf(courier, 100_000_00)).toBe(150_00);
    });

    it('given a $25 minimum, when $1,000 is declared, then the minimum applies', () => {
      expect(insuranceOf(courier, 1_000_00)).toBe(25_00);
    });

    it('given 1.5 per mille, when $16,690 is declared, then $25.035 rounds half up to $25.04', () => {
      expect(insuranceOf(courier, 16_690_00)).toBe(25_04);
    });

    it('given 3 per mille, when $2,083.50 is declared, then $6.2505 rounds to $6.25', () => {
      expect(insuranceOf(post, 2_083_50)).toBe(6_25);
    });
  });

  describe('SH-4 and SH-5 quotes', () => {
    it('given a 12.5 ct parcel of $25,000 to BE, then only the courier (post caps at $2,500)', () => {
      const quotes = priceParcel(defaultRateTable, parcel(1_250, 25_000_00, 'BE'));
      // $245 (world, band one) + 1.5 per mille of $25,000 = $37.50.
      expect(quotes).toEqual([
        {
          serviceId: 'secure-courier',
          carrier: 'Malca-Amit',
          service: 'Insured secure courier',
          amount: 282_50,
          days: 5,
        },
      ]);
    });

    it('given a small parcel at home, then post and courier, cheapest first', () => {
      const quotes = priceParcel(defaultRateTable, parcel(300, 1_000_00));
      expect(quotes.map((q) => [q.serviceId, q.amount])).toEqual([
        ['registered-post', 15_00 + 5_00],
        ['secure-courier', 95_00 + 25_00],
      ]);
    });

    it('given a service with no rate to the zone, then it gives no quote', () => {
      const table: ShippingRateTable = {
        ...defaultRateTable,
        services: [{ ...courier, rates: courier.rates.filter((r) => r.zoneId !== 'world') }],
      };
      expect(priceParcel(table, parcel(300, 1_000_00, 'BE'))).toEqual([]);
    });
  });

  describe('SH-6 a valid table', () => {
    it('given the default table, then it has no problems', () => {
      expect(rateTableProblems(defaultRateTable)).toEqual([]);
    });

    it('given a country in two zones, bands that fall and a short price row, then each is named', () => {
      const table: ShippingRateTable = {
        ...defaultRateTable,
        zones: [...defaultRateTable.zones, { id: 'eu', name: 'Europe', countries: ['US'] }],
        bands: [{ upToPoints: 5_000 }, { upToPoints: 4_000 }, { upToPoints: 500_000 }],
        services: [{ ...courier, rates: [{ zoneId: 'mars', days: 9, prices: [1] }] }],
      };
      expect(rateTableProblems(table)).toEqual([
        'A country may be in one zone only',
        'Weight bands must rise',
        'Insured secure courier: unknown zone mars',
        'Insured secure courier: one price per weight band to mars',
      ]);
    });

    it('given a fallback zone nobody defined, then it is named', () => {
      expect(rateTableProblems({ ...defaultRateTable, fallbackZoneId: 'nowhere' })).toEqual([
        'The rest-of-world zone must be one of the zones',
      ]);
    });
  });

  describe('SH-7 the destination country', () => {
    it('reads a code in any case, an English name, and common abbreviations', () => {
      expect(countryCodeOf('be')).toBe('BE');
      expect(countryCodeOf('Belgium')).toBe('BE');
      expect(countryCodeOf('United States')).toBe('US');
      expect(countryCodeOf('USA')).toBe('US');
      expect(countryCodeOf('Atlantis')).toBeUndefined();
    });
  });
});
