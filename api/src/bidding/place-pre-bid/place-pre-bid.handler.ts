import { Inject, Injectable } from '@nestjs/common';
import type { PreBidAnswer } from '@facet/event-schemas';
import { BidReceipts } from '../../audit/bid-receipts/bid-receipts.service.js';
import { LotCommandBus } from '../../lots/lot-bus/lot-command-bus.js';
import type { Actor } from '../../shared/auth/actor.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { newId } from '../../shared/ids/ids.js';
import { centsToDollars } from '../../shared/money/index.js';
import type { PlaceBidRequest } from '../place-bid/place-bid.request.js';

@Injectable()
export class PlacePreBidHandler {
  constructor(
    private readonly lots: LotCommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly receipts: BidReceipts,
  ) {}

  async execute(request: PlaceBidRequest, actor: Actor): Promise<PreBidAnswer> {
    const outcome = await this.lots.send(
      request.id,
      { type: 'PlacePreBid', bidId: newId(), amount: request.wsprice },
      actor,
      this.clock.now(),
      request.commandId,
      { amount: request.wsprice },
    );
    const mine = outcome.state.preBids.find((p) => p.userId === actor.id);
    const prebid_data = mine
      ? { proposed_amount: centsToDollars(mine.amount), proposal: 'proxy' }
      : null;
    const receipt = await this.receipts.ofCommand(outcome.events, actor.id);
    return {
      id: request.id,
      prebid_data,
      revision: outcome.revision,
      ...(receipt ? { receipt } : {}),
    };
  }
}
