import type { UserAddress } from './account.model.js';

/** One country of `commonFunction/getAllCountries` (ISO 3166-1 alpha-2 code). */
export interface CountryRecord {
  name: string;
  code: string;
  phonecode: string;
}

/** One state (region, province) of a country: its ISO 3166-2 code without the country part. */
export interface StateRecord {
  name: string;
  code: string;
  country: string;
}

/** One city of a state. */
export interface CityRecord {
  name: string;
  state: string;
  country: string;
}

/** The place lists: `records`, ordered by name ascending (spec section 7). */
export interface PlaceList<T> {
  records: T[];
}

/**
 * What the address port said of an address: valid, or the reasons it is not. `validatedBy` names
 * who judged it: 'offline' (the data packages on this server) or 'avalara' (AvaTax).
 */
export interface AddressVerdict {
  valid: boolean;
  reasons: string[];
  validatedBy: string;
  /** The address as the validator would write it (the provider's form), when valid. */
  normalized: Omit<UserAddress, 'phone'> | null;
}

/** A place the US autocomplete offers (spec section 5): a city with its state and coordinates. */
export interface AddressSuggestion {
  label: string;
  city: string;
  state: string;
  country: string;
  /** The ZIP typed, when the query was one; else null (the geocoding lookup gives it). */
  zip: string | null;
  latitude: number;
  longitude: number;
}

/** `commonFunction/suggestAddresses`: places matching what was typed; who answered. */
export interface AddressSuggestions {
  records: AddressSuggestion[];
  geocodedBy: string;
}

/** `commonFunction/geocode`: the postal code and coordinates of a place, or none found. */
export interface GeocodeAnswer {
  zip: string | null;
  latitude: number | null;
  longitude: number | null;
  geocodedBy: string;
}

/** The shipping address kept on an invoice (shown on the invoice screen and its PDF). */
export interface InvoiceShippingAddress extends UserAddress {
  validated_by: string;
}
