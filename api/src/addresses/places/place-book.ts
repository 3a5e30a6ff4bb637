import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import type { PlaceBook, PostcodeCheck } from '../domain/address.rules.js';

/**
 * The world's countries, states and cities from the `country-state-city` package (its data is the
 * maintained countries-states-cities database). Its city list is large (~17 MB on disk, ~50 MB in
 * memory), so it is imported on the first question, never at startup, and kept once loaded; the
 * web never bundles it: it asks `commonFunction/getAll*`.
 */
let loading: Promise<PlaceBook> | undefined;

export function placeBook(): Promise<PlaceBook> {
  loading ??= import('country-state-city').then(({ Country, State, City }) => ({
    country: (code) => {
      const c = Country.getCountryByCode(code);
      return c ? { name: c.name, code: c.isoCode } : undefined;
    },
    states: (country) =>
      State.getStatesOfCountry(country).map((s) => ({ name: s.name, code: s.isoCode })),
    cities: (country, state) => City.getCitiesOfState(country, state).map((c) => c.name),
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
