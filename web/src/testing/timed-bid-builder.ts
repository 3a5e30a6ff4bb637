import type { TimedBidRecord } from '@facet/event-schemas';

/** A buyer's pending timed bid for a lot's last minute, as the server lists it; override the rest. */
export const aTimedBid = (over: Partial<TimedBidRecord> = {}): TimedBidRecord => ({
  id: 'ttw-1',
  lot_id: 'lot-1',
  user_id: 'me',
  kind: 'at_time',
  amount: 700,
  bid_time: '2030-01-01T10:59:00.000Z',
  status: 'pending',
  reason: null,
  message: null,
  bid_id: null,
  wprice_after: null,
  leading: null,
  created_at: '2030-01-01T10:00:00.000Z',
  updated_at: '2030-01-01T10:00:00.000Z',
  ...over,
});
