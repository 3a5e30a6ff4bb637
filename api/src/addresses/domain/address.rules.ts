/**
 * Whether an address can be shipped to, judged from place data alone (no I/O: the book and the
 * postal-code check are given).
 * ADDR-1 the country is one the place book knows; an unknown country is refused, not judged.
 * ADDR-2 the postal code fits the country's format, where the country has one.
 * ADDR-3 the state is one of the country's states (by code or by name).
 * ADDR-4 the city is one of the state's cities, where the book lists cities for that state; names
 *        are compared as people write them: any case or accents, 'St.' for Saint, 'Ft.' for Fort,
 *        with or without a trailing 'City' ('New York' is the book's 'New York City').
 * ADDR-5 places are listed by name ascending, as the spec's calls ask (orderby name asc).
 * ADDR-6 a place without a postal code (a lot's location) is judged by ADDR-1, ADDR-3 and ADDR-4.
 */
import { reject } from '../../shared/domain/domain-rejection.js';

export interface Place {
  name: string;
  code: string;
}

/** What the address rules need to know of the world's places. */
export interface PlaceBook {
  country(code: string): Place | undefined;
  states(countryCode: string): readonly Place[];
  cities(countryCode: string, stateCode: string): readonly string[];
}

/** Whether the postal code fits the country's format; undefined when the country has none. */
export type PostcodeCheck = (zip: string, countryCode: string) => boolean | undefined;

export interface PlaceToJudge {
  city: string;
  state: string;
  country: string;
}

export interface AddressToJudge extends PlaceToJudge {
  zip: string;
}

export interface Judgement {
  valid: boolean;
  reasons: string[];
  /** The state's code as the book writes it, once found. */
  stateCode: string | null;
}

// One collator for every comparison: `localeCompare` with options builds one per call.
const base = new Intl.Collator('en', { sensitivity: 'base' });
const same = (a: string, b: string) => base.compare(a, b) === 0;

/** ADDR-4: a city's name as compared. */
export const cityKey = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[.,'’-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^st /, 'saint ')
    .replace(/^ft /, 'fort ')
    .replace(/ city$/, '');

/**
 * ADDR-4: the keys of a state's city names, made once per list: a book that hands the same list
 * for a state again (the place book does) has its ~1,500 names normalised once, not per address.
 */
const cityKeys = new WeakMap<readonly string[], ReadonlySet<string>>();
const cityKeysOf = (cities: readonly string[]): ReadonlySet<string> => {
  let keys = cityKeys.get(cities);
  if (!keys) cityKeys.set(cities, (keys = new Set(cities.map(cityKey))));
  return keys;
};

/** ADDR-1: the country, or a refusal naming the code. */
export const knownCountry = (book: PlaceBook, code: string): Place =>
  book.country(code) ?? reject('address.unknown-country', { country: code });

/** ADDR-3: the country's state written as `state` (its code or its name), if any. */
export const stateOf = (book: PlaceBook, country: string, state: string): Place | undefined =>
  book.states(country).find((s) => same(s.code, state) || same(s.name, state));

export function judgeAddress(a: AddressToJudge, book: PlaceBook, fits: PostcodeCheck): Judgement {
  const country = knownCountry(book, a.country);
  const zipReasons =
    fits(a.zip, country.code) === false
      ? [`The postal code ${a.zip} is not in the format of ${country.name}`]
      : [];
  const place = judgePlace(a, book);
  const reasons = [...zipReasons, ...place.reasons];
  return { valid: reasons.length === 0, reasons, stateCode: place.stateCode };
}

/** ADDR-6: the state of the country and the city of the state (ADDR-1 refuses the country). */
export function judgePlace(p: PlaceToJudge, book: PlaceBook): Judgement {
  const country = knownCountry(book, p.country);
  const reasons: string[] = [];
  const state = stateOf(book, country.code, p.state);
  if (!state) reasons.push(`${p.state} is not a state of ${country.name}`);
  else {
    const cities = book.cities(country.code, state.code);
    if (cities.length > 0 && !cityKeysOf(cities).has(cityKey(p.city)))
      reasons.push(`${p.city} is not a city of ${state.name}`);
  }
  return { valid: reasons.length === 0, reasons, stateCode: state?.code ?? null };
}

/** ADDR-5: by name, ascending, the same for every reader (locale-independent base order). */
export const byName = <T extends { name: string }>(places: readonly T[]): T[] =>
  [...places].sort((a, b) => a.name.localeCompare(b.name, 'en'));
