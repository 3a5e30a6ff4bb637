import { City, State } from 'country-state-city';
import { describe, expect, it, vi } from 'vitest';
import { judgePlace } from '../domain/address.rules.js';
import { placeBook } from './place-book.js';

describe('The place book', () => {
  it("asks the package for a country's states and a state's cities once, then hands the same lists", async () => {
    const states = vi.spyOn(State, 'getStatesOfCountry');
    const cities = vi.spyOn(City, 'getCitiesOfState');
    const book = await placeBook();
    const first = book.cities('US', 'NY');
    expect(first).toContain('Buffalo');
    expect(book.cities('US', 'NY')).toBe(first);
    expect(book.states('US')).toBe(book.states('US'));
    // ADDR-3/ADDR-4 as before, through the cached lists, address after address.
    for (const city of ['Buffalo', 'New York', 'Albany'])
      expect(judgePlace({ city, state: 'ny', country: 'US' }, book).valid).toBe(true);
    expect(judgePlace({ city: 'Atlantis', state: 'NY', country: 'US' }, book).reasons).toEqual([
      'Atlantis is not a city of New York',
    ]);
    expect(cities.mock.calls.filter(([c, s]) => c === 'US' && s === 'NY')).toHaveLength(1);
    expect(states.mock.calls.filter(([c]) => c === 'US')).toHaveLength(1);
    states.mockRestore();
    cities.mockRestore();
  });
});
