import { respondToCounter } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { AnswerOfferHandler } from '../answer-offer/answer-offer.handler.js';

/** `makeoffer/changeCounterStatus` `{ offer_id, status }`: the buyer takes (into the cart) or refuses a counter. */
@CommandController()
export class RespondToCounterController {
  constructor(private readonly answers: AnswerOfferHandler) {}

  @CommandRoute(respondToCounter)
  async respond(@Call() { body, actor }: Call<typeof respondToCounter>) {
    const { offer_id: offerId, status, commandId } = body;
    const answer = await this.answers.execute({ offerId, status, commandId }, actor);
    return success(
      status === 'accept' ? 'Counter accepted: in your cart' : 'Counter refused',
      answer,
    );
  }
}
