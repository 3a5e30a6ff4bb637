import type { AuctionCard } from './lot-card.model.js';

/** An auction as `auction/search` serves it: the card without its lot ids, with their count. */
export interface AuctionRecord extends Omit<AuctionCard, 'lotIds' | 'sellerId'> {
  lot_count: number;
}
