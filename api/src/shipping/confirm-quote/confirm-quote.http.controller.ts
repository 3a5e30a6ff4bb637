import { confirmShippingQuote } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { ConfirmShippingQuoteHandler } from './confirm-quote.handler.js';

@CommandController()
export class ConfirmShippingQuoteController {
  constructor(private readonly confirm: ConfirmShippingQuoteHandler) {}

  /** `shipping/confirmShippingQuote`: the chosen quote on the invoice as its shipping line. */
  @CommandRoute(confirmShippingQuote)
  async confirmQuote(@Call() { body, actor }: Call<typeof confirmShippingQuote>) {
    const { invoice_id, quote_id, commandId } = body;
    const answer = await this.confirm.execute(invoice_id, quote_id, actor, commandId);
    return success('Shipping added to the invoice', answer);
  }
}
