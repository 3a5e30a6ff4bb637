import type { InvoicePaymentAnswer, RequestOf, payInvoiceFromWallet } from '@facet/event-schemas';
import { badRequest } from '../../shared/errors/http-problem.js';
import { centsToDollars } from '../../shared/money/index.js';
import { checkoutInvoiceId } from '../../invoicing/checkout-invoice-id.js';
import type { InvoicePaid } from './wallet-invoice-payment.handler.js';

type PayInvoiceBody = Pick<RequestOf<typeof payInvoiceFromWallet>, 'invoice_id' | 'cart_id'>;

/** The invoice paid: `invoice_id`, or the one the checkout named by `cart_id` raised. */
export function invoiceToPay({ invoice_id, cart_id }: PayInvoiceBody, buyerId: string): string {
  if (invoice_id) return invoice_id;
  if (cart_id) return checkoutInvoiceId(buyerId, cart_id);
  throw badRequest('Invoice not found', 'request.invalid-field', { field: 'invoice_id' });
}

export const paymentAnswer = (
  paid: InvoicePaid,
  method: 'wallet' | 'online',
): InvoicePaymentAnswer => ({
  invoice_id: paid.invoiceId,
  method,
  amount: centsToDollars(paid.amount),
  balance_due: centsToDollars(paid.balanceDue),
  sandbox: paid.sandbox,
});
