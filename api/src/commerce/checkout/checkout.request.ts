import { badRequest } from '../../shared/errors/http-problem.js';
import { commandIdField, readBody } from '../../shared/http/request-fields.js';
import { handParsedBody } from '../../security/body-schema.js';
import type { CheckoutRequest } from './checkout.handler.js';

const MAX_HOLDS = 50;

/** `cart/checkout`, `buynow/checkout`, checked by `parseCheckout`. */
export const checkoutBody = handParsedBody({
  commandId: [
    'string',
    "Required: the checkout page's cart_id; a retry with it answers the same invoice",
  ],
  cart_ids: ['ids', 'The held items to check out (1-50 ids); absent: every held item'],
});

/** `{ commandId, cart_ids? }`: the command id names the checkout (and its page's cart_id). */
export function parseCheckout(raw: unknown): CheckoutRequest {
  const body = readBody(raw, Object.keys(checkoutBody.shape));
  const commandId = commandIdField(body);
  if (commandId === undefined)
    throw badRequest('commandId required', 'request.invalid-field', { field: 'commandId' });
  const ids = body.cart_ids;
  if (ids === undefined || ids === null) return { commandId, holdIds: undefined };
  if (
    !Array.isArray(ids) ||
    ids.length === 0 ||
    ids.length > MAX_HOLDS ||
    !ids.every((id) => typeof id === 'string' && id.length > 0 && id.length <= 128)
  )
    throw badRequest('Cart item not found', 'request.invalid-field', { field: 'cart_ids' });
  return { commandId, holdIds: ids as string[] };
}
