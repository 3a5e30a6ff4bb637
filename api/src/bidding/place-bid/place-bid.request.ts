import type { placeBid, RequestOf } from '@facet/event-schemas';

/** `bid/confirm` as its schema read it: `wsprice` in cents (null when empty). */
export type PlaceBidRequest = RequestOf<typeof placeBid>;
