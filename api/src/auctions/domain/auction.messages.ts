import type { RejectionCode } from '@facet/event-schemas';

export const auctionMessages = {
  'auction.not-found': () => 'Auction not found',
  'auction.forbidden': () => 'You are not allowed to do this',
  'auction.already-exists': () => 'Auction already exists',
  'auction.invalid-window': () => 'End date must be after start date',
  'auction.start-in-past': () => 'An auction cannot start more than a day in the past',
  'auction.closed': () => 'Auction Closed',
  'auction.not-ended': () => 'Auction has not ended yet',
} satisfies Partial<Record<RejectionCode, () => string>>;
