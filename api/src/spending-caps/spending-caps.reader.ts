import { Injectable } from '@nestjs/common';
import { ownValue } from '@facet/event-schemas';
import { SpendingCapsBook } from './spending-caps-book.js';

/**
 * The buyers' spending caps of an auction (issue 30), as every reader of them asks: the bidding
 * handler before each bid, the sealed tender's opening before its award. From this process's
 * book of caps (SpendingCapsBook): a cap set here counts at once, one set on another process once
 * this process's subscription has it.
 */
@Injectable()
export class SpendingCapsReader {
  constructor(private readonly book: SpendingCapsBook) {}

  /** Every capped buyer of the auction: buyer id -> cap in cents (an uncapped buyer is absent). */
  capsFor(auctionId: string): Promise<Record<string, number>> {
    return Promise.resolve({ ...this.book.capsFor(auctionId) });
  }

  /** One buyer's cap in cents, or null when they set none. */
  capOf(auctionId: string, buyerId: string): Promise<number | null> {
    return Promise.resolve(ownValue(this.book.capsFor(auctionId), buyerId) ?? null);
  }
}
