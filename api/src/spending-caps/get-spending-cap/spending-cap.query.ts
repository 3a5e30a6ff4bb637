import { Injectable } from '@nestjs/common';
import { ownValue, type SpendingCapAnswer } from '@facet/event-schemas';
import { centsToDollars } from '../../shared/money/index.js';
import { AuctionWinnings } from '../auction-winnings.js';
import { SpendingCapsReader } from '../spending-caps.reader.js';

/** A buyer's own cap in an auction and what they lead or have won there now (dollars). */
@Injectable()
export class SpendingCapQuery {
  constructor(
    private readonly caps: SpendingCapsReader,
    private readonly winnings: AuctionWinnings,
  ) {}

  async of(auctionId: string, buyerId: string): Promise<SpendingCapAnswer> {
    const [cap, totals] = await Promise.all([
      this.caps.capOf(auctionId, buyerId),
      this.winnings.totals(auctionId, [buyerId]),
    ]);
    return {
      auction_id: auctionId,
      cap: cap === null ? null : centsToDollars(cap),
      winning: centsToDollars(ownValue(totals, buyerId) ?? 0),
    };
  }
}
