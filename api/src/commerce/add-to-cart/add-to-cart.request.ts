import { badRequest } from '../../shared/errors/http-problem.js';
import { commandIdField, readBody } from '../../shared/http/request-fields.js';
import { handParsedBody } from '../../security/body-schema.js';

export interface CartEntry {
  lotId: string;
  /** 'available' when the buyer named no quantity: the lot takes what is free (spec 5). */
  qty: number | 'available';
}

export interface AddToCartRequest {
  entries: CartEntry[];
  commandId: string | undefined;
}

const MAX_ENTRIES = 50;

function entryOf(raw: unknown): CartEntry {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    throw badRequest('Product id required', 'request.invalid-field', { field: 'product_id' });
  const e = raw as Record<string, unknown>;
  const id = e.product_id;
  if ((typeof id !== 'string' && typeof id !== 'number') || String(id).trim() === '')
    throw badRequest('Product id required', 'request.invalid-field', { field: 'product_id' });
  if (!Object.hasOwn(e, 'qty')) return { lotId: String(id).trim(), qty: 'available' };
  const q = e.qty;
  const qty = typeof q === 'number' ? q : typeof q === 'string' && /^\d+$/.test(q) ? Number(q) : 0;
  if (!Number.isSafeInteger(qty) || qty <= 0)
    throw badRequest('Enter quantity', 'request.invalid-field', { field: 'qty' });
  return { lotId: String(id).trim().slice(0, 128), qty };
}

/** `buynow/addToCart`, checked by `parseAddToCart`. */
export const addToCartBody = handParsedBody({
  cart: ['array', 'Required: 1-50 entries [{ product_id, qty? }]; no qty takes what is free'],
  commandId: [
    'string',
    'A client-chosen id (1-128 of A-Z a-z 0-9 _ . : -): a retry with it answers the first outcome',
  ],
});

/** `buynow/addToCart` `{ cart: [{ product_id, qty }] }` with the spec's messages (section 5). */
export function parseAddToCart(raw: unknown): AddToCartRequest {
  const body = readBody(raw, Object.keys(addToCartBody.shape));
  const cart = body.cart;
  if (!Array.isArray(cart) || cart.length === 0)
    throw badRequest('Product id required', 'request.invalid-field', { field: 'product_id' });
  if (cart.length > MAX_ENTRIES)
    throw badRequest('Too many cart entries', 'request.invalid-field', { field: 'cart' });
  return { entries: cart.map(entryOf), commandId: commandIdField(body) };
}
