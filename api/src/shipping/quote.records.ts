import type { ShippingQuoteRecord } from '@facet/event-schemas';
import { centsToDollars } from '../shared/money/index.js';
import type { GivenQuote } from './domain/shipping-quotes.rules.js';

/** A quote at the edge: dollars and cents, its expiry, who priced it. */
export const quoteRecord = (
  q: GivenQuote,
  expiresAt: string,
  provider: string,
): ShippingQuoteRecord => ({
  id: q.quoteId,
  carrier: q.carrier,
  service: q.service,
  price: centsToDollars(q.amount),
  price_cents: q.amount,
  days: q.days,
  expires_at: expiresAt,
  provider,
});
