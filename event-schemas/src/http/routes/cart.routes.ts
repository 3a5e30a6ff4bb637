import { z } from 'zod';
import { invoicePaymentMethods } from '../../commerce/invoice.events.js';
import type {
  AddToCartAnswer,
  SavedCartAddress,
  CartDetail,
  CartItemRemoved,
  CartPendingCount,
  CheckoutAnswer,
  CheckoutMethodChosen,
} from '../../read-models/cart.model.js';
import { emptyBody } from '../request/account-fields.js';
import {
  commandId,
  field,
  id,
  oneOf,
  oneOfOr,
  optionalField,
  raw,
  reject,
  requiredCommandId,
  requiredText,
  text,
} from '../request/fields.js';
import { alias, answer, route } from '../request/route.js';

/** One entry of `buynow/addToCart`: a lot, and the units to hold ('available': what is free). */
export interface CartEntry {
  lotId: string;
  qty: number | 'available';
}

const MAX_ENTRIES = 50;
const MAX_HOLDS = 50;

function entryOf(e: unknown): CartEntry {
  if (e === null || typeof e !== 'object' || Array.isArray(e)) return reject('Product id required');
  const { product_id: id, qty: q } = e as Record<string, unknown>;
  if ((typeof id !== 'string' && typeof id !== 'number') || String(id).trim() === '')
    return reject('Product id required');
  if (!Object.hasOwn(e, 'qty')) return { lotId: String(id).trim(), qty: 'available' };
  const qty = typeof q === 'number' ? q : typeof q === 'string' && /^\d+$/.test(q) ? Number(q) : 0;
  if (!Number.isSafeInteger(qty) || qty <= 0) reject('Enter quantity');
  return { lotId: String(id).trim().slice(0, 128), qty };
}

/** `buynow/addToCart` `{ cart: [{ product_id, qty? }] }` with the spec's messages (section 5). */
export const addToCartRequest = z.strictObject({
  cart: field<{ product_id: string | number; qty?: number | string }[], CartEntry[]>(
    'array',
    (v) => {
      if (!Array.isArray(v) || v.length === 0) return reject('Product id required');
      if (v.length > MAX_ENTRIES) return reject('Too many cart entries');
      return v.map(entryOf);
    },
    'Required: 1-50 entries [{ product_id, qty? }]; no qty takes what is free',
  ),
  commandId,
});

/** Holds each lot's units for `cart_hold_minutes` (spec 4, 5, 7). */
export const addToCart = route({
  path: 'buynow/addToCart',
  request: addToCartRequest,
  answer: answer<AddToCartAnswer>(),
});

/** The buy-now cart (`/buynowcart`): the held items, without the lapsed ones. */
export const searchBuyNowCart = route({
  path: 'buynow/search',
  request: emptyBody,
  answer: answer<CartDetail>(),
});

/** The cart (`/cart`): the held items and, as `nonCartItems`, the lapsed holds. */
export const searchCart = route({
  path: 'cart/search',
  request: emptyBody,
  answer: answer<CartDetail>(),
});

/** The header's badge: items held in the buyer's cart. */
export const countCartItems = route({
  path: 'cart/pendingCount',
  request: emptyBody,
  answer: answer<CartPendingCount>(),
});

/** The cart, with the buyer's lapsed holds released at once (not at the scheduler's tick). */
export const refreshCart = route({
  path: 'buynow/refreshCart',
  request: emptyBody,
  answer: answer<CartDetail>(),
});

const cartItemFields = {
  cart_id: text({ max: 128, description: 'The cart item id (or id; product_id: the lot held)' }),
  id: text({ max: 128, description: 'The cart item id, when cart_id is left out' }),
  product_id: text({ max: 128, description: 'The lot whose hold is released' }),
};

/** `cart/cancelItem`: the hold named by cart_id (or id) is released. */
export const cancelCartItemRequest = z.strictObject({
  ...cartItemFields,
  status: raw<string>('string', 'Accepted, not read'),
  commandId,
});

/** `cart/changeStatus`, `buynow/changeStatus`: the status is checked first; both remove. */
export const changeCartItemStatusRequest = z.strictObject({
  // The spec does not show the values; the only change a buyer makes before checkout is removal.
  status: oneOfOr(['removed', 'cancelled'], 'removed', {
    description: 'removed (default) or cancelled',
  }),
  ...cartItemFields,
  commandId,
});

/** Taking an item out of the cart releases its hold: its units are free again. */
export const cancelCartItem = route({
  path: 'cart/cancelItem',
  request: cancelCartItemRequest,
  answer: answer<CartItemRemoved>(),
});

export const changeCartItemStatus = route({
  path: 'cart/changeStatus',
  request: changeCartItemStatusRequest,
  answer: answer<CartItemRemoved>(),
});

export const changeBuyNowItemStatus = alias(changeCartItemStatus, 'buynow/changeStatus');

const line = (max: number, description: string) => requiredText('Required!', { max, description });

/** `cart/saveAddress`: the shipping address, fields read in the form's order. */
export const saveCartAddressRequest = z.strictObject({
  address1: line(200, 'Required, at most 200 characters'),
  address2: text({ max: 200, description: 'At most 200 characters' }),
  city: line(200, 'Required, at most 200 characters'),
  state: line(200, 'Required, at most 200 characters'),
  zip: line(20, 'Required, at most 20 characters'),
  country: text({ max: 80, description: 'Default US, at most 80 characters' }),
  // Spec section 5: the phone input defaults to the country code '+1'.
  phone: text({ max: 40, description: "Default '+1', at most 40 characters" }),
  invoice_id: text({
    max: 128,
    description: "The checkout's invoice: the address, once judged valid, ships it",
  }),
  commandId,
});

/** The buyer's shipping address on their cart (`cartLocation`). */
export const saveCartAddress = route({
  path: 'cart/saveAddress',
  request: saveCartAddressRequest,
  answer: answer<SavedCartAddress>(),
});

/** The payment method chosen for a pending checkout, shown again after a reload. */
export const updateCheckout = route({
  path: 'cart/updateCheckout',
  request: z.strictObject({
    cart_id: requiredText('Cart item not found', {
      max: 128,
      description: "Required: the checkout page's cart_id",
    }),
    payment_method: oneOf(invoicePaymentMethods, { description: 'wallet, online or offline' }),
  }),
  answer: answer<CheckoutMethodChosen>(),
});

/** `{ commandId, cart_ids? }`: the command id names the checkout (and its page's cart_id). */
export const checkoutRequest = z.strictObject({
  commandId: requiredCommandId('commandId required', {
    description: "Required: the checkout page's cart_id; a retry with it answers the same invoice",
  }),
  cart_ids: optionalField<string[] | null, string[] | undefined>(
    'ids',
    (v) => {
      if (v === undefined || v === null) return undefined;
      const ids = v as unknown[];
      if (
        !Array.isArray(ids) ||
        ids.length === 0 ||
        ids.length > MAX_HOLDS ||
        !ids.every((i) => typeof i === 'string' && i.length > 0 && i.length <= 128)
      )
        return reject('Cart item not found');
      return ids as string[];
    },
    'The held items to check out (1-50 ids); absent: every held item',
  ),
});

/** The buyer's held items (those named, or all) into one invoice (spec 7). */
export const checkoutCart = route({
  path: 'cart/checkout',
  request: checkoutRequest,
  answer: answer<CheckoutAnswer>(),
});

export const checkoutBuyNow = alias(checkoutCart, 'buynow/checkout');

/** The user an admin acts for: named first, before the fields of the user's own route. */
export const actingForUser = {
  user_id: id('User id required', { description: 'Required: the user acted for' }),
};

/**
 * `seller/cart/checkout` (admin): the user's held items into one invoice, as `cart/checkout` does
 * for the user themself; the events record the admin.
 */
export const checkoutCartForUser = route({
  path: 'seller/cart/checkout',
  request: z.strictObject({ ...actingForUser, ...checkoutRequest.shape }),
  answer: answer<CheckoutAnswer>(),
});
