import { badRequest } from '../../shared/errors/http-problem.js';
import {
  commandIdField,
  readBody,
  requiredMoney,
  requiredText,
} from '../../shared/http/request-fields.js';
import { handParsedBody } from '../../security/body-schema.js';
import { PAYMENT_METHODS, type PaymentMethod } from '../payments/payment-gateway.port.js';

export interface PayBidDepositRequest {
  lotId: string;
  /** Integer cents. */
  amount: number;
  method: PaymentMethod;
  note: string;
  /** The client's id for this payment: a retry with it pays once. */
  commandId?: string;
}

/** `credit/addBidDeposit`, checked by `parsePayBidDeposit`. */
export const payBidDepositBody = handParsedBody({
  amount: ['money', 'Required: dollars as decimal text or a number, at most 2 decimals'],
  product_id: ['id', 'Required: the lot the deposit is for'],
  credit_notes: ['string', 'A note (default "Bid Deposit"), at most 300 characters'],
  credit_type: ['string', 'Sent by the dialog; not read'],
  type: ['string', 'Sent by the dialog; not read'],
  pay_type: ['string', `Required: ${PAYMENT_METHODS.join(', ')}`],
  creditor_id: ['id', 'Sent by the dialog; not read'],
  commandId: [
    'string',
    'A client-chosen id (1-128 of A-Z a-z 0-9 _ . : -): a retry with it answers the first outcome',
  ],
});

/** `credit/addBidDeposit`'s body, checked field by field in the order the spec's dialog sends. */
export function parsePayBidDeposit(raw: unknown): PayBidDepositRequest {
  const body = readBody(raw, Object.keys(payBidDepositBody.shape));
  const lotId = requiredText(body, 'product_id', 'Product id required', 128);
  const amount = requiredMoney(body, 'amount', 'Required', 'Enter Valid Price');
  const method = body.pay_type as PaymentMethod;
  if (!PAYMENT_METHODS.includes(method))
    throw badRequest('Required', 'request.invalid-field', { field: 'pay_type' });
  const note =
    typeof body.credit_notes === 'string' ? body.credit_notes.slice(0, 300) : 'Bid Deposit';
  const commandId = commandIdField(body);
  return { lotId, amount, method, note, ...(commandId ? { commandId } : {}) };
}
