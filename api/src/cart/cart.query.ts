import { ownValue } from '@facet/event-schemas';
import { Inject, Injectable } from '@nestjs/common';
import type { CartAddress, CartDetail, CartItem } from '@facet/event-schemas';
import type { LotCardDoc } from '@facet/projections';
import { CLOCK, type Clock } from '../shared/clock/clock.js';
import { centsToDollars, divideHalfUp } from '../shared/money/index.js';
import { CartReader } from './cart.reader.js';

/**
 * What held units cost, in cents: bprice x qty per item; per carat, the lot's weight x bprice
 * shared pro rata by units and rounded half up (the same rule as the lot's checkout). A hold for
 * an accepted make-offer is priced at the agreed `price` instead of bprice.
 */
export function holdTotalCents(card: LotCardDoc, qty: number, price = card.bprice): number {
  return card.pricing === 'per_carat'
    ? divideHalfUp(card.weight * price * qty, 100 * card.qty)
    : price * qty;
}

function itemsOf(card: LotCardDoc, userId: string, now: number): CartItem[] {
  return Object.entries(card.holds ?? {})
    .filter(([, h]) => h.userId === userId)
    .map(([holdId, h]) => ({
      cart_id: holdId,
      product_id: card.id,
      title: card.title,
      avatar: card.avatar,
      pricing: card.pricing,
      weight: card.weight / 100,
      qty: h.qty,
      lot_qty: card.qty,
      bprice: centsToDollars(h.unitPrice ?? card.bprice),
      total: centsToDollars(holdTotalCents(card, h.qty, h.unitPrice)),
      ...(h.unitPrice === undefined ? {} : { offer_price: true as const }),
      location_id: card.location_id,
      expires_at: h.expiresAt,
      // A lapsed hold is out of the cart at once, though the scheduler may release it a tick later.
      status: Date.parse(h.expiresAt) > now ? ('held' as const) : ('expired' as const),
    }));
}

/** The buyer's cart from the cards of the lots they held units of (money in dollars). */
export function cartDetail(
  cards: readonly (LotCardDoc | undefined)[],
  userId: string,
  address: CartAddress | null,
  now: Date,
): Required<CartDetail> {
  const all = cards.flatMap((c) => (c ? itemsOf(c, userId, now.getTime()) : []));
  const cartItems = all.filter((i) => i.status === 'held');
  const cardOf = (id: string) => cards.find((c) => c?.id === id)!;
  const totalCents = cartItems.reduce((n, i) => {
    const card = cardOf(i.product_id);
    return n + holdTotalCents(card, i.qty, ownValue(card.holds, i.cart_id)?.unitPrice);
  }, 0);
  return {
    cartItems,
    cartValues: {
      total_items: cartItems.length,
      total_qty: cartItems.reduce((n, i) => n + i.qty, 0),
      total_amount: centsToDollars(totalCents),
    },
    cartLocation: address,
    nonCartItems: all.filter((i) => i.status === 'expired'),
  };
}

/** The buyer's cart as it stands now: the cart read model and the cards of its lots. */
@Injectable()
export class CartQuery {
  constructor(
    private readonly reader: CartReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async detail(userId: string): Promise<Required<CartDetail>> {
    const { cart, cards } = await this.reader.read(userId);
    return cartDetail(cards, userId, cart?.address ?? null, this.clock.now());
  }
}
