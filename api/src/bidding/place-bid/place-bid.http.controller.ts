import { Controller } from '@nestjs/common';
import { placeBid, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { DomainRejection } from '../../shared/domain/domain-rejection.js';
import { resolveMessage } from '../../rejection.messages.js';
import { BidRefusals } from '../bid-refusals/bid-refusals.js';
import { PlaceBidHandler } from './place-bid.handler.js';

@Controller()
export class PlaceBidController {
  constructor(
    private readonly handler: PlaceBidHandler,
    private readonly refusals: BidRefusals,
  ) {}

  /** `bid/confirm`: proxy or hard by `proxy_bidding_settings` at the bid, reverse or sealed by type. */
  @CommandRoute(placeBid)
  async confirm(
    @ValidBody() body: RequestOf<typeof placeBid>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof placeBid>> {
    const { response, sealed } = await this.handler.execute(body, actor).catch((err: unknown) => {
      this.tellBidder(err, body, actor);
      throw err;
    });
    return success(sealed ? 'Offer Placed Successfully' : 'Bid placed successfully', response);
  }

  /** Spec 4: a refusal reaches the bidder on the socket too (bidAddtime failed, their room). */
  private tellBidder(err: unknown, body: RequestOf<typeof placeBid>, actor: Actor): void {
    if (!(err instanceof DomainRejection)) return;
    this.refusals.emit({
      userId: actor.id,
      lotId: body.id,
      code: err.code,
      params: { ...err.params },
      message: resolveMessage(err.code, err.params),
      commandId: body.commandId ?? null,
    });
  }
}
