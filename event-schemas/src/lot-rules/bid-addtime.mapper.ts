import type { BidAddtimeState } from '../realtime/index.js';
import { bidTopStatus } from './buyer-label.rules.js';
import type { AuctionType, LotStanding } from './lot-standing.js';
import { reserveMet } from './reserve-met.rules.js';
import { reverseRank } from './reverse-rank.rules.js';

/** A lot's public figures in cents, as the lot card stores them and the aggregate can give them. */
export interface LotFigures {
  id: string;
  auctiontype: AuctionType;
  market_status: string;
  wprice: number;
  next_bid: number;
  bid_count: number;
  date_closed: string;
  revision: number;
}

/** The bidder the answer is for, with the standing their label is computed from. */
export interface BidderOf {
  standing: LotStanding;
  userId: string;
}

// Amounts cross the edge as dollars; integer cents / 100 is the nearest double to the decimal.
const dollars = (cents: number): number => cents / 100;

/**
 * `bidAddtime` for watchers (`withPrices`: signed in, else a visitor sees no price) and, with
 * `bidder`, the bidder's own answer: the HTTP reply to their bid and their `user:{id}` push.
 * A sealed lot shows no amount until awarded; `next_bid` only while the lot is open.
 */
export function toBidAddtime(
  lot: LotFigures,
  withPrices: boolean,
  bidder?: BidderOf,
): BidAddtimeState {
  const sealed = lot.auctiontype === 'sealed' && lot.market_status !== 'sold';
  const payload: BidAddtimeState = {
    status: 'success',
    id: lot.id,
    wprice: withPrices ? dollars(sealed ? 0 : lot.wprice) : null,
    next_bid: withPrices && !sealed && lot.market_status === 'open' ? dollars(lot.next_bid) : null,
    bid_count: lot.bid_count,
    date_closed: lot.date_closed,
    revision: lot.revision,
  };
  if (bidder) {
    const status = bidTopStatus(bidder.standing, bidder.userId);
    // A bid is answered while the lot is open; Won and Lost travel in `realclosedupdates`.
    if (status === 'winner' || status === 'outbid') {
      payload.bidtopstatus = status;
      payload.reserve_met = reserveMet(bidder.standing);
    }
    // A reverse lot tells each bidder their own rank, only in their answer and their own room.
    const rank = reverseRank(bidder.standing, bidder.userId);
    if (rank !== null) payload.rank = rank;
  }
  return payload;
}
