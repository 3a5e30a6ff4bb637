import { badRequest } from '../../shared/errors/http-problem.js';
import { commandIdField, readBody, text } from '../../shared/http/request-fields.js';
import { checkoutInvoiceId } from '../checkout/checkout-id.js';

export interface PayInvoiceRequest {
  invoiceId: string;
  commandId: string;
}

/** `{ invoice_id | cart_id, commandId }`: a checkout's cart_id names the invoice it raised. */
export function parsePayInvoice(raw: unknown, userId: string): PayInvoiceRequest {
  const body = readBody(raw, ['invoice_id', 'cart_id', 'commandId']);
  const commandId = commandIdField(body);
  if (commandId === undefined)
    throw badRequest('commandId required', 'request.invalid-field', { field: 'commandId' });
  const invoiceId = text(body, 'invoice_id', { max: 128 });
  if (invoiceId) return { invoiceId, commandId };
  const cartId = text(body, 'cart_id', { max: 128 });
  if (cartId) return { invoiceId: checkoutInvoiceId(userId, cartId), commandId };
  throw badRequest('Invoice not found', 'request.invalid-field', { field: 'invoice_id' });
}
