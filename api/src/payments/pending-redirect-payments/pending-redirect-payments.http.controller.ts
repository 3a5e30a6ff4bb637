import { Controller } from '@nestjs/common';
import {
  pendingRedirectPayments,
  pendingRedirectPaymentsOfCart,
  type RequestOf,
} from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { checkoutInvoiceId } from '../../invoicing/checkout-invoice-id.js';
import { pendingPayments } from '../domain/redirect-payment.decider.js';
import { RedirectPaymentCommandBus } from '../redirect-payment-bus/redirect-payment-command-bus.js';
import { redirectPaymentRecord } from './redirect-payment.record.js';

/** `paymentThird/rosoom/getPendingTransaction` and `getPendingOnCartTransaction`: still unanswered. */
@Controller()
export class PendingRedirectPaymentsController {
  constructor(private readonly payments: RedirectPaymentCommandBus) {}

  @CommandRoute(pendingRedirectPayments)
  async pending(
    @ValidBody() _body: RequestOf<typeof pendingRedirectPayments>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof pendingRedirectPayments>> {
    const pending = pendingPayments(await this.payments.load(actor.id));
    return success('Pending transactions', { records: pending.map(redirectPaymentRecord) });
  }

  @CommandRoute(pendingRedirectPaymentsOfCart)
  async pendingOfCart(
    @ValidBody() body: RequestOf<typeof pendingRedirectPaymentsOfCart>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof pendingRedirectPaymentsOfCart>> {
    const invoiceId = checkoutInvoiceId(actor.id, body.cart_id);
    const pending = pendingPayments(await this.payments.load(actor.id));
    // The checkout's invoice, or the lot a deposit's cart_id named (the spec's payCartRosoom).
    const ofCart = pending.filter((p) => p.subjectId === invoiceId || p.subjectId === body.cart_id);
    return success('Pending transactions', { records: ofCart.map(redirectPaymentRecord) });
  }
}
