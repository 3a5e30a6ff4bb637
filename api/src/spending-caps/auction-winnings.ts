import { Injectable } from '@nestjs/common';
import { SpendingCapsBook } from './spending-caps-book.js';

/**
 * What buyers lead or have won in one auction (issue 30): per lot, the lot total at its current
 * price (or the sale's), summed over the auction's lots. From this process's book
 * (SpendingCapsBook), which folds the auction's and its lots' streams once asked, then follows
 * every append: a bid decided here a moment ago counts.
 */
@Injectable()
export class AuctionWinnings {
  constructor(private readonly book: SpendingCapsBook) {}

  /** Each of `buyerIds`' winning total (cents) on the auction's lots other than `exceptLotId`. */
  totals(
    auctionId: string,
    buyerIds: readonly string[],
    exceptLotId?: string,
  ): Promise<Record<string, number>> {
    return this.book.totals(auctionId, buyerIds, exceptLotId);
  }
}
