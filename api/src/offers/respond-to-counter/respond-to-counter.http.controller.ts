import { Controller } from '@nestjs/common';
import { respondToCounter, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { AnswerOfferHandler } from '../answer-offer/answer-offer.handler.js';

/** `makeoffer/changeCounterStatus` `{ offer_id, status }`: the buyer takes (into the cart) or refuses a counter. */
@Controller()
export class RespondToCounterController {
  constructor(private readonly answers: AnswerOfferHandler) {}

  @CommandRoute(respondToCounter)
  async respond(
    @ValidBody() body: RequestOf<typeof respondToCounter>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof respondToCounter>> {
    const { offer_id: offerId, status, commandId } = body;
    const answer = await this.answers.execute({ offerId, status, commandId }, actor);
    return success(
      status === 'accept' ? 'Counter accepted: in your cart' : 'Counter refused',
      answer,
    );
  }
}
