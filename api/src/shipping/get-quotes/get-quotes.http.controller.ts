import { Controller } from '@nestjs/common';
import { getShippingQuotes, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { GetShippingQuotesHandler } from './get-quotes.handler.js';

@Controller()
export class GetShippingQuotesController {
  constructor(private readonly quotes: GetShippingQuotesHandler) {}

  /** `shipping/getQuoteRequest`: the invoice's buyer (or an admin); the list, cheapest first. */
  @CommandRoute(getShippingQuotes)
  async quote(
    @ValidBody() body: RequestOf<typeof getShippingQuotes>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof getShippingQuotes>> {
    return success('Shipping quotes', await this.quotes.execute(body.invoice_id, actor));
  }
}
