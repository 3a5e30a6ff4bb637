import { Injectable } from '@nestjs/common';
import type { RequestOf, setSpendingCap } from '@facet/event-schemas';
import { AuctionCommandBus } from '../../auctions/auction-bus/auction-command-bus.js';
import type { Actor } from '../../shared/auth/actor.js';
import { notFound } from '../../shared/errors/http-problem.js';
import { BuyerParties } from '../../companies/buyer-parties.reader.js';
import { SpendingCapBus } from '../spending-cap-bus.js';

export type SetSpendingCapRequest = RequestOf<typeof setSpendingCap>;

/**
 * Sets, changes or (0, null, blank) removes the caller's cap on what they win in an auction: their
 * company's cap when they represent one (issue 30), shared by its representatives.
 */
@Injectable()
export class SetSpendingCapHandler {
  constructor(
    private readonly caps: SpendingCapBus,
    private readonly auctions: AuctionCommandBus,
    private readonly parties: BuyerParties,
  ) {}

  /** True when the buyer now has a cap, false when they have none. */
  async execute(request: SetSpendingCapRequest, actor: Actor): Promise<boolean> {
    const { auction_id: auctionId, commandId } = request;
    const auction = await this.auctions.latest(auctionId);
    if (!auction.exists || auction.status === 'removed')
      throw notFound('Auction not found', 'auction.not-found');
    const cap = request.cap ?? null;
    const partyId = await this.parties.partyOf(actor.id);
    await this.caps.sendNow(
      auctionId,
      { type: 'SetSpendingCap', auctionId, cap, partyId },
      actor,
      commandId,
      { auctionId, cap },
    );
    return cap !== null && cap > 0;
  }
}
