import type { SellerAuctionFilter, SellerLotFilter } from '@facet/event-schemas';

// The web takes only types from event-schemas; `satisfies` keeps these lists to the api's names.
export const LOT_TABS = [
  'all',
  'open',
  'closed',
  'sold',
  'unsold',
  'inactive',
] as const satisfies readonly SellerLotFilter[];
export const AUCTION_TABS = [
  'all',
  'open',
  'closed',
  'inactive',
] as const satisfies readonly SellerAuctionFilter[];

/** An unknown tab in the address opens the whole list. */
export const tabOf = <T extends string>(tabs: readonly T[], action: string): T =>
  (tabs as readonly string[]).includes(action) ? (action as T) : (tabs[0] as T);
