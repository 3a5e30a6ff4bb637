import { Controller } from '@nestjs/common';
import { refundInvoiceToCard, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { invoiceActionAnswer } from '../../invoicing/invoice-action.answer.js';
import { AdminOnly } from '../pay-offline/admin-only.guard.js';
import { RefundToCardHandler } from './refund-to-card.handler.js';

@Controller()
export class RefundToCardController {
  constructor(private readonly handler: RefundToCardHandler) {}

  /** `admin/payments/refundInvoiceToCard` (admin): online payments back to the card, the rest to the wallet. */
  @AdminOnly('Only an administrator can refund to a card')
  @CommandRoute(refundInvoiceToCard)
  async refund(
    @ValidBody() { invoice_id, note = '', commandId }: RequestOf<typeof refundInvoiceToCard>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof refundInvoiceToCard>> {
    const state = await this.handler.refund(invoice_id, note, actor, commandId);
    return success('Invoice refunded', invoiceActionAnswer(state, 0));
  }
}
