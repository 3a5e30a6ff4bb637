import { Controller } from '@nestjs/common';
import { confirmShippingQuote, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { ConfirmShippingQuoteHandler } from './confirm-quote.handler.js';

@Controller()
export class ConfirmShippingQuoteController {
  constructor(private readonly confirm: ConfirmShippingQuoteHandler) {}

  /** `shipping/confirmShippingQuote`: the chosen quote on the invoice as its shipping line. */
  @CommandRoute(confirmShippingQuote)
  async confirmQuote(
    @ValidBody() body: RequestOf<typeof confirmShippingQuote>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof confirmShippingQuote>> {
    const { invoice_id, quote_id, commandId } = body;
    const answer = await this.confirm.execute(invoice_id, quote_id, actor, commandId);
    return success('Shipping added to the invoice', answer);
  }
}
