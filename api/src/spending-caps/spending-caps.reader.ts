import { Injectable } from '@nestjs/common';
import { ownValue } from '@facet/event-schemas';
import { SpendingCapBus } from './spending-cap-bus.js';

/**
 * The buyers' spending caps of an auction (issue 30), as every reader of them asks: the bidding
 * handler before each bid, the sealed tender's opening before its award. Read from the caps'
 * own stream caught up with the store's tail, so a cap set a moment ago on another process counts.
 */
@Injectable()
export class SpendingCapsReader {
  constructor(private readonly caps: SpendingCapBus) {}

  /** Every capped buyer of the auction: buyer id -> cap in cents (an uncapped buyer is absent). */
  async capsFor(auctionId: string): Promise<Record<string, number>> {
    return { ...(await this.caps.latest(auctionId)).caps };
  }

  /** One buyer's cap in cents, or null when they set none. */
  async capOf(auctionId: string, buyerId: string): Promise<number | null> {
    return ownValue(await this.capsFor(auctionId), buyerId) ?? null;
  }
}
