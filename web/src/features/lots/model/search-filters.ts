import type { LotFilterParams } from '../api/lot-keys';

/**
 * The filters /search offers beside the title, named in the address as `product/search` names
 * them, so a search can be shared, saved and reloaded as it is.
 */
export const SEARCH_FILTER_KEYS = [
  'categoryTypeId',
  'conditionTypeId',
  'location_id',
  'auctionid',
  'lot_type',
  'price_min',
  'price_max',
  'weight_min',
  'weight_max',
] as const;
export type SearchFilterKey = (typeof SEARCH_FILTER_KEYS)[number];

/** The kinds of sale a buyer picks between (the server's `lot_type`). */
export const LOT_TYPE_CHOICES = ['auction', 'sealed', 'buynow'] as const;

/** The address's filters as the search body's: blank and unknown ones left out. */
export function searchFiltersOf(params: URLSearchParams): LotFilterParams {
  const filters: Partial<Record<SearchFilterKey, string>> = {};
  for (const key of SEARCH_FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

/** How many filters are set (the panel's badge and its Clear button). */
export const activeFilterCount = (params: URLSearchParams): number =>
  Object.keys(searchFiltersOf(params)).length;

/** A range bound as typed: digits with one decimal point, thousands commas dropped. */
export const rangeValue = (typed: string): string => typed.replace(/,/g, '').trim();
