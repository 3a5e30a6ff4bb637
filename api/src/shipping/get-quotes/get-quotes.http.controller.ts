import { getShippingQuotes } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { GetShippingQuotesHandler } from './get-quotes.handler.js';

@CommandController()
export class GetShippingQuotesController {
  constructor(private readonly quotes: GetShippingQuotesHandler) {}

  /** `shipping/getQuoteRequest`: the invoice's buyer (or an admin); the list, cheapest first. */
  @CommandRoute(getShippingQuotes)
  async quote(@Call() { body, actor }: Call<typeof getShippingQuotes>) {
    return success('Shipping quotes', await this.quotes.execute(body.invoice_id, actor));
  }
}
