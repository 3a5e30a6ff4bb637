import type { BuyNowOfferRecord } from '@facet/event-schemas';
import type { BuyNowOfferEntry } from '@facet/projections';
import type { BuyNowOfferState } from './domain/index.js';
import { centsToDollars } from '../shared/money/index.js';

type Named = { first_name: string; last_name: string };
const dollars = (c: number | null) => (c === null ? null : centsToDollars(c));

/** An offer as the api serves it (dollars), from the read model or the stream's state. */
export function toOfferRecord(o: BuyNowOfferEntry, buyer?: Named): BuyNowOfferRecord {
  return {
    id: o.offerId,
    kind: 'buynow',
    lot_id: o.lotId,
    lot_title: o.title,
    buyer_id: o.buyerId,
    ...(buyer ? { first_name: buyer.first_name, last_name: buyer.last_name } : {}),
    seller_id: o.sellerId,
    pricing: o.pricing,
    qty: o.qty,
    amount: centsToDollars(o.amount),
    bprice: centsToDollars(o.bprice),
    counter_amount: dollars(o.counter),
    price: dollars(o.price),
    status: o.status,
    refused_by: o.refusedBy,
    expires_at: o.expiresAt,
    created_at: o.createdAt,
    cart_id: o.holdId,
  };
}

export const stateRecord = (s: BuyNowOfferState): BuyNowOfferRecord =>
  toOfferRecord({
    ...s,
    offerId: s.offerId ?? '',
    status: s.status === 'none' ? 'pending' : s.status,
  });
