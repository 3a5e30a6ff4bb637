import { Inject, Injectable } from '@nestjs/common';
import type { BidAnswer } from '@facet/event-schemas';
import { BidReceipts } from '../../audit/bid-receipts/bid-receipts.service.js';
import { LotCommandBus } from '../../lots/lot-bus/lot-command-bus.js';
import type { Actor } from '../../shared/auth/actor.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { newId } from '../../shared/ids/ids.js';
import { bidResponse } from './bid-response.js';
import type { PlaceBidRequest } from './place-bid.request.js';

export interface PlacedBid {
  response: BidAnswer;
  sealed: boolean;
}

@Injectable()
export class PlaceBidHandler {
  constructor(
    private readonly lots: LotCommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly receipts: BidReceipts,
  ) {}

  async execute(request: PlaceBidRequest, actor: Actor): Promise<PlacedBid> {
    // The bid counts at the instant the server received it, never a client clock.
    const outcome = await this.lots.send(
      request.id,
      { type: 'PlaceBid', bidId: request.commandId ?? newId(), amount: request.amount },
      actor,
      this.clock.now(),
      request.commandId,
      { amount: request.amount, biddingType: request.biddingType },
    );
    const sealed = outcome.state.details.auctiontype === 'sealed';
    const answer = bidResponse(request.id, outcome, actor.id);
    // The bidder sees their own standing offer back (nobody else ever does).
    const offer = sealed ? outcome.state.offers[actor.id] : undefined;
    const response = offer ? { ...answer, my_offer: offer.amount / 100 } : answer;
    // Issue 18: signed proof of what was recorded; a retry gets the same one (Ed25519).
    const receipt = await this.receipts.ofCommand(outcome.events, actor.id);
    return { response: receipt ? { ...response, receipt } : response, sealed };
  }
}
