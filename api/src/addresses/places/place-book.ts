import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import type { Place, PlaceBook, PostcodeCheck } from '../domain/address.rules.js';

/**
 * The world's countries, states and cities from the `country-state-city` package (its data is the
 * maintained countries-states-cities database). Its city list is large (~17 MB on disk, ~50 MB in
 * memory), so it is imported on the first question, never at startup, and kept once loaded; the
 * web never bundles it: it asks `commonFunction/getAll*`.
 */
let loading: Promise<PlaceBook> | undefined;
/** Each country's states and each state's city names, once asked: the same frozen list after. */
const statesByCountry = new Map<string, readonly Place[]>();
const citiesByState = new Map<string, readonly string[]>();

export function placeBook(): Promise<PlaceBook> {
  loading ??= import('country-state-city').then(({ Country, State, City }) => ({
    country: (code) => {
      const c = Country.getCountryByCode(code);
      return c ? { name: c.name, code: c.isoCode } : undefined;
    },
    states: (country) => {
      let states = statesByCountry.get(country);
      if (!states) {
        const found = State.getStatesOfCountry(country).map((s) => ({
          name: s.name,
          code: s.isoCode,
        }));
        states = Object.freeze(found.map((s) => Object.freeze(s)));
        statesByCountry.set(country, states);
      }
      return states;
    },
    cities: (country, state) => {
      // The package filters and sorts all ~150,000 cities on each call: once per state here.
      const key = `${country}\u0000${state}`;
      let names = citiesByState.get(key);
      if (!names) {
        names = Object.freeze(City.getCitiesOfState(country, state).map((c) => c.name));
        citiesByState.set(key, names);
      }
      return names;
    },
  }));
  return loading;
}

/** Country phone codes, for the countries list (the same package, once loaded). */
export async function countriesWithPhoneCodes() {
  const { Country } = await import('country-state-city');
  return Country.getAllCountries().map((c) => ({
    name: c.name,
    code: c.isoCode,
    phonecode: c.phonecode,
  }));
}

/** The `postcode-validator` package's formats; undefined where it has none for the country. */
export const postcodeFits: PostcodeCheck = (zip, country) =>
  postcodeValidatorExistsForCountry(country) ? postcodeValidator(zip, country) : undefined;
