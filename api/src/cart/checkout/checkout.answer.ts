import type { CheckoutAnswer } from '@facet/event-schemas';
import { centsToDollars } from '../../shared/money/index.js';
import { invoiceTotal } from '../../invoicing/domain/invoice.decider.js';
import type { CheckedOut, CheckoutRequest } from '../process-managers/checkout.process-manager.js';

/** What a checkout answers, the buyer's own or an admin's for them. */
export const checkoutAnswer = (
  request: CheckoutRequest,
  { invoice, paymentMethod }: CheckedOut,
): CheckoutAnswer => ({
  invoice_id: invoice.invoiceId,
  cart_id: request.commandId,
  number: invoice.number,
  total: centsToDollars(invoiceTotal(invoice)),
  payment_method: paymentMethod,
});
