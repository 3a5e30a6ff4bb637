import { badRequest } from '../../shared/errors/http-problem.js';
import {
  commandIdField,
  readBody,
  requiredMoney,
  requiredText,
} from '../../shared/http/request-fields.js';
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

/** `credit/addBidDeposit`'s body, checked field by field in the order the spec's dialog sends. */
export function parsePayBidDeposit(raw: unknown): PayBidDepositRequest {
  const body = readBody(raw, [
    'amount',
    'product_id',
    'credit_notes',
    'credit_type',
    'type',
    'pay_type',
    'creditor_id',
    'commandId',
  ]);
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
