import type { SellerAuctionFilter } from '@facet/event-schemas';

// The web takes only types from event-schemas; `satisfies` keeps this list to the api's names.
export const AUCTION_TABS = [
  'all',
  'open',
  'closed',
  'inactive',
] as const satisfies readonly SellerAuctionFilter[];
