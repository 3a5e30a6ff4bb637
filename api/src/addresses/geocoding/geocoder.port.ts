import type { AddressSuggestion, GeocodeAnswer } from '@facet/event-schemas';

/**
 * The US address autocomplete and its postal-code lookup (spec section 5). Adapters: the offline
 * US ZIP table (the default); a maps provider's geocoder would sit beside it. Answers name the
 * adapter (`geocodedBy`).
 */
export interface Geocoder {
  readonly name: string;
  /** Up to `limit` US places whose city or ZIP starts with what was typed. */
  suggest(query: string, limit: number): Promise<AddressSuggestion[]>;
  /** The postal code and coordinates of a city in a state (the street, when known, may refine it). */
  geocode(place: {
    city: string;
    state: string;
    address1?: string | undefined;
  }): Promise<GeocodeAnswer>;
}

export const GEOCODER = Symbol('GEOCODER');
