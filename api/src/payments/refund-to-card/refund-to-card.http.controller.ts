import { refundInvoiceToCard } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { invoiceActionAnswer } from '../../invoicing/invoice-action.answer.js';
import { AdminOnly } from '../pay-offline/admin-only.guard.js';
import { RefundToCardHandler } from './refund-to-card.handler.js';

@CommandController()
export class RefundToCardController {
  constructor(private readonly handler: RefundToCardHandler) {}

  /** `admin/payments/refundInvoiceToCard` (admin): online payments back to the card, the rest to the wallet. */
  @AdminOnly('Only an administrator can refund to a card')
  @CommandRoute(refundInvoiceToCard)
  async refund(
    @Call() { body: { invoice_id, note = '', commandId }, actor }: Call<typeof refundInvoiceToCard>,
  ) {
    const state = await this.handler.refund(invoice_id, note, actor, commandId);
    return success('Invoice refunded', invoiceActionAnswer(state, 0));
  }
}
