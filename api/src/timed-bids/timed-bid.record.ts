import type { TimedBidRecord } from '@facet/event-schemas';
import { centsToDollars } from '../shared/money/index.js';
import type { TimedBidState } from './domain/index.js';

/** A timed bid as its owner and the lot's manager read it (dollars). */
export const timedBidRecord = (s: TimedBidState): TimedBidRecord => ({
  id: s.timedBidId,
  lot_id: s.lotId,
  user_id: s.userId,
  kind: s.kind,
  amount: centsToDollars(s.amount),
  bid_time: s.fireAt,
  status: s.status,
  reason: s.reason,
  message: s.message,
  bid_id: s.bidId,
  wprice_after: s.wprice === null ? null : centsToDollars(s.wprice),
  leading: s.leading,
  created_at: s.createdAt,
  updated_at: s.updatedAt,
});
