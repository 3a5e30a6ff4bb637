import { pendingRedirectPayments, pendingRedirectPaymentsOfCart } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { checkoutInvoiceId } from '../../invoicing/checkout-invoice-id.js';
import { pendingPayments } from '../domain/redirect-payment.decider.js';
import { RedirectPaymentCommandBus } from '../redirect-payment-bus/redirect-payment-command-bus.js';
import { redirectPaymentRecord } from './redirect-payment.record.js';

/** `paymentThird/rosoom/getPendingTransaction` and `getPendingOnCartTransaction`: still unanswered. */
@CommandController()
export class PendingRedirectPaymentsController {
  constructor(private readonly payments: RedirectPaymentCommandBus) {}

  @CommandRoute(pendingRedirectPayments)
  async pending(@Call() { actor }: Call<typeof pendingRedirectPayments>) {
    const pending = pendingPayments(await this.payments.load(actor.id));
    return success('Pending transactions', { records: pending.map(redirectPaymentRecord) });
  }

  @CommandRoute(pendingRedirectPaymentsOfCart)
  async pendingOfCart(@Call() { body, actor }: Call<typeof pendingRedirectPaymentsOfCart>) {
    const invoiceId = checkoutInvoiceId(actor.id, body.cart_id);
    const pending = pendingPayments(await this.payments.load(actor.id));
    // The checkout's invoice, or the lot a deposit's cart_id named (the spec's payCartRosoom).
    const ofCart = pending.filter((p) => p.subjectId === invoiceId || p.subjectId === body.cart_id);
    return success('Pending transactions', { records: ofCart.map(redirectPaymentRecord) });
  }
}
