import type { UserAddress } from './account.model.js';

/** The buyer's shipping address saved on the cart (`cart/saveAddress`): a user address. */
export type CartAddress = UserAddress;

/** One buy-now hold as the cart shows it; money in dollars, weight in carats. */
export interface CartItem {
  /** The hold's id: what `cart/cancelItem` and `changeStatus` name. */
  cart_id: string;
  product_id: string;
  title: string;
  avatar: string | null;
  pricing: 'per_carat' | 'per_item';
  /** Carats of the whole lot. */
  weight: number;
  /** Units held. */
  qty: number;
  /** Units in the whole lot. */
  lot_qty: number;
  /** Buy-now price: per carat for a per-carat lot, per unit otherwise. */
  bprice: number;
  /** What the held units cost: bprice x qty, or weight x bprice per carat pro rata by units. */
  total: number;
  /** Held for an accepted make-offer: `bprice` is then the agreed price, not the list price. */
  offer_price?: true;
  location_id: string | null;
  /** When the hold lapses and the units go back to the lot (ISO UTC). */
  expires_at: string;
  /** 'held' in the cart; 'expired' once `cart_hold_minutes` passed (released by the scheduler). */
  status: 'held' | 'expired';
}

export interface CartValues {
  /** Units across all held items. */
  total_qty: number;
  total_items: number;
  /** Sum of the items' totals, dollars. */
  total_amount: number;
}

/** `buynow/search` and `cart/search`; `nonCartItems` are the buyer's lapsed holds (cart search only). */
export interface CartDetail {
  cartItems: CartItem[];
  cartValues: CartValues;
  cartLocation: CartAddress | null;
  nonCartItems?: CartItem[];
}

/** `buynow/addToCart`: the holds taken, one per entry of `cart`. */
export interface AddToCartAnswer {
  items: { cart_id: string; product_id: string; qty: number; expires_at: string }[];
}

/** `cart/pendingCount`: items held in the buyer's cart (the header's badge). */
export interface CartPendingCount {
  count: number;
}

/**
 * `cart/checkout` / `buynow/checkout` `{ commandId, cart_ids? }`: the one invoice the checkout
 * raised (the same one for a retry with the same commandId, which is the page's `cart_id`).
 */
export interface CheckoutAnswer {
  invoice_id: string;
  cart_id: string;
  number: number;
  /** Dollars. */
  total: number;
  payment_method: 'wallet' | 'online' | 'offline' | null;
}

/** `credit/payCartWallet` and `cart/payCartOnline` `{ invoice_id | cart_id, commandId }`. */
export interface InvoicePaymentAnswer {
  invoice_id: string;
  method: 'wallet' | 'online';
  /** Dollars paid by this command. */
  amount: number;
  /** Dollars still owed after it. */
  balance_due: number;
  /** True when no money moved (the sandbox gateway). */
  sandbox: boolean;
}

/** `cart/cancelItem`, `cart/changeStatus`, `buynow/changeStatus`: the hold released. */
export interface CartItemRemoved {
  cart_id: string;
  product_id: string;
}

/** `cart/saveAddress`: the address kept on the cart and the cart's revision after it. */
export interface SavedCartAddress {
  cartLocation: CartAddress;
  revision: number;
  /** Who judged the address ('offline', 'avalara'); it is saved only when valid. */
  validatedBy: string;
  /** The invoice it now ships, when `invoice_id` was sent. */
  invoice_id: string | null;
}

/** `cart/updateCheckout`: the payment method kept for the pending checkout. */
export interface CheckoutMethodChosen {
  cart_id: string;
  payment_method: 'wallet' | 'online' | 'offline';
}
