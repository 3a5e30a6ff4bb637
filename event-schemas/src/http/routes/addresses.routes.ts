import { z } from 'zod';
import type {
  AddressSuggestions,
  AddressVerdict,
  CityRecord,
  CountryRecord,
  GeocodeAnswer,
  PlaceList,
  StateRecord,
} from '../../read-models/address.model.js';
import { emptyBody } from '../request/account-fields.js';
import { field, reject, readText, requiredText, text } from '../request/fields.js';
import { answer, route } from '../request/route.js';

/** A code of two or three letters or digits, upper-cased (ISO 3166 'US', ISO 3166-2 'NY'). */
const placeCode = (required: string, description: string) =>
  field<string, string>(
    'string',
    (v) => {
      const s = readText(v, { required, max: 3 }) as string;
      if (!/^[A-Za-z0-9]{1,3}$/.test(s)) reject(required);
      return s.toUpperCase();
    },
    description,
  );

const country = placeCode('Select a country', "The country's ISO code, e.g. US");
const state = placeCode('Select a state', "The state's code within its country, e.g. NY");

/** Every country, ordered by name ascending. */
export const getAllCountries = route({
  path: 'commonFunction/getAllCountries',
  request: emptyBody,
  answer: answer<PlaceList<CountryRecord>>(),
});

/** The states of one country, ordered by name ascending; an unknown country is refused. */
export const getAllStates = route({
  path: 'commonFunction/getAllStates',
  request: z.strictObject({ country }),
  answer: answer<PlaceList<StateRecord>>(),
});

/** The cities of one state of one country, ordered by name ascending. */
export const getAllCities = route({
  path: 'commonFunction/getAllCities',
  request: z.strictObject({ country, state }),
  answer: answer<PlaceList<CityRecord>>(),
});

const line = (max: number, description: string) => requiredText('Required!', { max, description });

/** An address to judge: the form's fields (the phone is not part of it). */
export const addressToValidate = z.strictObject({
  address1: line(200, 'Street address (required)'),
  address2: text({ max: 200, description: 'Address line 2' }),
  city: line(200, 'City (required)'),
  state,
  zip: line(20, 'Postal code (required)'),
  country,
});

/** `tax/avalara/isValidAddress`: valid or the reasons; `validatedBy` says who judged it. */
export const isValidTaxAddress = route({
  path: 'tax/avalara/isValidAddress',
  request: addressToValidate,
  answer: answer<AddressVerdict>(),
});

/** `shipping/validateAddress`: the same judgement, asked where a shipment is planned. */
export const validateShippingAddress = route({
  path: 'shipping/validateAddress',
  request: addressToValidate,
  answer: answer<AddressVerdict>(),
});

/** The US address autocomplete (spec section 5): places whose city or ZIP starts with `query`. */
export const addressSuggestions = route({
  path: 'commonFunction/suggestAddresses',
  request: z.strictObject({
    query: requiredText('Required', { max: 100, description: 'What was typed: a city or a ZIP' }),
  }),
  answer: answer<AddressSuggestions>(),
});

/** The postal code and coordinates of a chosen place (the maps lookup of spec section 5). */
export const geocodeAddress = route({
  path: 'commonFunction/geocode',
  request: z.strictObject({
    city: line(200, 'City (required)'),
    state,
    address1: text({ max: 200, description: 'Street address, when known' }),
  }),
  answer: answer<GeocodeAnswer>(),
});
