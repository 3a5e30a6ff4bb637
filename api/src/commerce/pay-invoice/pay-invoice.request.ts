import { badRequest } from '../../shared/errors/http-problem.js';
import { commandIdField, readBody, text } from '../../shared/http/request-fields.js';
import { checkoutInvoiceId } from '../checkout/checkout-id.js';
import { handParsedBody } from '../../security/body-schema.js';

export interface PayInvoiceRequest {
  invoiceId: string;
  commandId: string;
}

/** `credit/payCartWallet`, `credit/payCartOnline`, checked by `parsePayInvoice`. */
export const payInvoiceBody = handParsedBody({
  invoice_id: ['id', 'The invoice to pay (or cart_id)'],
  cart_id: ['id', "The checkout page's cart_id: the invoice its checkout raised"],
  commandId: [
    'string',
    'Required: ' +
      'A client-chosen id (1-128 of A-Z a-z 0-9 _ . : -): a retry with it answers the first outcome',
  ],
});

/** `{ invoice_id | cart_id, commandId }`: a checkout's cart_id names the invoice it raised. */
export function parsePayInvoice(raw: unknown, userId: string): PayInvoiceRequest {
  const body = readBody(raw, Object.keys(payInvoiceBody.shape));
  const commandId = commandIdField(body);
  if (commandId === undefined)
    throw badRequest('commandId required', 'request.invalid-field', { field: 'commandId' });
  const invoiceId = text(body, 'invoice_id', { max: 128 });
  if (invoiceId) return { invoiceId, commandId };
  const cartId = text(body, 'cart_id', { max: 128 });
  if (cartId) return { invoiceId: checkoutInvoiceId(userId, cartId), commandId };
  throw badRequest('Invoice not found', 'request.invalid-field', { field: 'invoice_id' });
}
