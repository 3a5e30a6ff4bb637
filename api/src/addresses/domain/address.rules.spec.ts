import { describe, expect, it } from 'vitest';
import { DomainRejection } from '../../shared/domain/domain-rejection.js';
import {
  type AddressToJudge,
  byName,
  judgeAddress,
  judgePlace,
  type PlaceBook,
} from './address.rules.js';

// A world of two countries: the US with two states (one without a city list) and Monaco.
const book: PlaceBook = {
  country: (code) =>
    ({ US: { name: 'United States', code: 'US' }, MC: { name: 'Monaco', code: 'MC' } })[code],
  states: (country) =>
    country === 'US'
      ? [
          { name: 'New York', code: 'NY' },
          { name: 'Guam Outlying', code: 'GU' },
        ]
      : [],
  cities: (_country, state) => (state === 'NY' ? ['New York', 'Buffalo'] : []),
};
const usFormat = (zip: string, country: string) =>
  country === 'US' ? /^\d{5}(-\d{4})?$/.test(zip) : undefined;
const address = (over: Partial<AddressToJudge> = {}): AddressToJudge => ({
  city: 'Buffalo',
  state: 'NY',
  zip: '14201',
  country: 'US',
  ...over,
});

describe('Judging an address from place data', () => {
  it('ADDR-1: given an unknown country, when judged, then it is refused, not judged', () => {
    expect(() => judgeAddress(address({ country: 'XX' }), book, usFormat)).toThrow(DomainRejection);
  });

  it('ADDR-2: given a ZIP not in the US format, when judged, then invalid with the reason', () => {
    const j = judgeAddress(address({ zip: 'ABC' }), book, usFormat);
    expect(j).toMatchObject({ valid: false });
    expect(j.reasons).toEqual(['The postal code ABC is not in the format of United States']);
  });

  it('ADDR-2: given a country with no postal-code format, when judged, then the code passes', () => {
    const monaco = { name: 'Monaco', code: 'MC' };
    const withState: PlaceBook = { ...book, states: () => [monaco] };
    const j = judgeAddress(
      address({ country: 'MC', state: 'MC', zip: 'anything' }),
      withState,
      usFormat,
    );
    expect(j.reasons).toEqual([]);
  });

  it('ADDR-3: given a state of another country, when judged, then invalid: not a state of it', () => {
    const j = judgeAddress(address({ state: 'Ontario' }), book, usFormat);
    expect(j.reasons).toEqual(['Ontario is not a state of United States']);
  });

  it('ADDR-3: given the state by name in any case, when judged, then it is found by its code', () => {
    expect(judgeAddress(address({ state: 'new york' }), book, usFormat)).toEqual({
      valid: true,
      reasons: [],
      stateCode: 'NY',
    });
  });

  it('ADDR-4: given a city not of the state, when judged, then invalid: not a city of it', () => {
    const j = judgeAddress(address({ city: 'Boston' }), book, usFormat);
    expect(j.reasons).toEqual(['Boston is not a city of New York']);
  });

  it("ADDR-4: given a city as people write it, when judged, then it matches the book's name", () => {
    const spelled: PlaceBook = {
      ...book,
      cities: () => ['New York City', 'Saint Albans', 'Élancourt'],
    };
    for (const city of ['new york', 'St. Albans', 'Elancourt'])
      expect(judgeAddress(address({ city }), spelled, usFormat).valid).toBe(true);
  });

  it('ADDR-4: given the same city list for every address, when judged, then its names are normalised once', () => {
    const reads: string[] = [];
    const names = ['New York City', 'Buffalo'];
    const counted = new Proxy(names, {
      get: (target, key, receiver) => {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads.push(key);
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const sameList: PlaceBook = { ...book, cities: () => counted };
    for (const city of ['Buffalo', 'new york', 'Boston', 'Buffalo'])
      judgeAddress(address({ city }), sameList, usFormat);
    expect(reads).toEqual(['0', '1']);
    expect(judgeAddress(address({ city: 'Boston' }), sameList, usFormat).reasons).toEqual([
      'Boston is not a city of New York',
    ]);
  });

  it('ADDR-4: given a state the book lists no cities for, when judged, then any city passes', () => {
    expect(judgeAddress(address({ state: 'GU', city: 'Hagatna' }), book, usFormat).valid).toBe(
      true,
    );
  });

  it('ADDR-2..4: given a bad ZIP and a wrong city, when judged, then both reasons are given', () => {
    const j = judgeAddress(address({ zip: '1', city: 'Boston' }), book, usFormat);
    expect(j.reasons).toHaveLength(2);
  });

  it('ADDR-5: given places in any order, when listed, then by name ascending', () => {
    const names = byName([{ name: 'Zambia' }, { name: 'Åland Islands' }, { name: 'Albania' }]);
    expect(names.map((p) => p.name)).toEqual(['Åland Islands', 'Albania', 'Zambia']);
  });

  it("ADDR-6: given a lot's location with no postal code, when judged, then only the place counts", () => {
    expect(judgePlace({ country: 'US', state: 'NY', city: 'Buffalo' }, book)).toEqual({
      valid: true,
      reasons: [],
      stateCode: 'NY',
    });
    expect(judgePlace({ country: 'US', state: 'NY', city: 'Boston' }, book).reasons).toEqual([
      'Boston is not a city of New York',
    ]);
    expect(() => judgePlace({ country: 'XX', state: 'NY', city: 'Buffalo' }, book)).toThrow(
      DomainRejection,
    );
  });
});
