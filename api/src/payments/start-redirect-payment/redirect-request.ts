import {
  cashfreeResponse,
  payRosoom,
  paytmResponse,
  type RedirectProvider,
  type RequestOf,
  rosoomResponse,
} from '@facet/event-schemas';
import { badRequest } from '../../shared/errors/http-problem.js';
import { invoiceToPay } from '../pay-invoice/pay-invoice.mapping.js';
import type { RedirectSubject } from './redirect-subject.js';

/** The body every redirect gateway's start route takes (rosoom's, Paytm's, Cashfree's). */
export type RedirectRequest = RequestOf<typeof payRosoom>;

/** Where each gateway's signed answer is taken. */
export const answerPathOf = (provider: RedirectProvider): string =>
  ({ rosoom: rosoomResponse, paytm: paytmResponse, cashfree: cashfreeResponse })[provider].path;

/** A bid deposit (the spec's payCartRosoom names the lot by product_id or cart_id), or an invoice. */
export function subjectOf(body: RedirectRequest, payerId: string): RedirectSubject {
  if (body.pay_type !== 'bid_deposit')
    return { purpose: 'invoice', invoiceId: invoiceToPay(body, payerId) };
  const lotId = body.product_id ?? body.cart_id;
  if (!lotId)
    throw badRequest('Product id required', 'request.invalid-field', { field: 'product_id' });
  return { purpose: 'bid-deposit', lotId, amount: body.amount };
}
