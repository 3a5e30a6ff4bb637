import { Injectable } from '@nestjs/common';
import type { RequestOf, setSpendingCap } from '@facet/event-schemas';
import { AuctionCommandBus } from '../../auctions/auction-bus/auction-command-bus.js';
import type { Actor } from '../../shared/auth/actor.js';
import { notFound } from '../../shared/errors/http-problem.js';
import { SpendingCapBus } from '../spending-cap-bus.js';

export type SetSpendingCapRequest = RequestOf<typeof setSpendingCap>;

/** Sets, changes or (0, null, blank) removes the caller's cap on what they win in an auction. */
@Injectable()
export class SetSpendingCapHandler {
  constructor(
    private readonly caps: SpendingCapBus,
    private readonly auctions: AuctionCommandBus,
  ) {}

  /** True when the buyer now has a cap, false when they have none. */
  async execute(request: SetSpendingCapRequest, actor: Actor): Promise<boolean> {
    const { auction_id: auctionId, commandId } = request;
    const auction = await this.auctions.latest(auctionId);
    if (!auction.exists || auction.status === 'removed')
      throw notFound('Auction not found', 'auction.not-found');
    const cap = request.cap ?? null;
    await this.caps.sendNow(
      auctionId,
      { type: 'SetSpendingCap', auctionId, cap },
      actor,
      commandId,
      { auctionId, cap },
    );
    return cap !== null && cap > 0;
  }
}
