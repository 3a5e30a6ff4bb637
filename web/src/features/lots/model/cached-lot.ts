import type { LotSearchRecord, PreBidData } from '@facet/event-schemas';

/**
 * What this client learned about a lot from its own answers and pushes that the lot record does
 * not carry: the cache keeps it beside the record until the next refetch.
 */
export interface LotClientState {
  /** Set by the caller's own bid answer or user-room push: they have a stake in the lot. */
  bid_or_not?: 1;
  /** The caller's pre-bid, from its answer or its `preBidAddtime` push. */
  prebid_data?: PreBidData | null;
}

/** A lot as the web caches and shows it: the server's record (`@facet/event-schemas`) plus that. */
export type Lot = LotSearchRecord & LotClientState;
