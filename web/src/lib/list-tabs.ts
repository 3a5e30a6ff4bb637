import type { SellerLotFilter } from '@facet/event-schemas';

// The web takes only types from event-schemas; `satisfies` keeps this list to the api's names.
/** The tabs of a seller's lot list, shown to the seller and to the admin alike. */
export const LOT_TABS = [
  'all',
  'open',
  'closed',
  'sold',
  'unsold',
  'inactive',
] as const satisfies readonly SellerLotFilter[];

/** An unknown tab in the address opens the whole list. */
export const tabOf = <T extends string>(tabs: readonly T[], action: string): T =>
  (tabs as readonly string[]).includes(action) ? (action as T) : (tabs[0] as T);
