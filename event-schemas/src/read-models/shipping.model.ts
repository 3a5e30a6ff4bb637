import type { ShippingRateTable } from '../shipping/shipping.events.js';

/** One shipping quote as a buyer picks it. Money in dollars and cents, both. */
export interface ShippingQuoteRecord {
  /** What `shipping/confirmShippingQuote` names (sample quotes cannot be confirmed). */
  id: string;
  carrier: string;
  service: string;
  /** Dollars. */
  price: number;
  price_cents: number;
  /** Estimated days in transit. */
  days: number;
  /** ISO UTC instant after which a confirm is refused. */
  expires_at: string;
  /** Which adapter priced it: `rate-table` (the house's own table, no carrier API). */
  provider: string;
}

/** `shipping/getQuoteRequest` and `getSampleQuoteRequest`: the quotes, cheapest first. */
export type ShippingQuoteList = ShippingQuoteRecord[];

/** `shipping/confirmShippingQuote`: the invoice's shipping line, new total and balance due. */
export interface ShippingConfirmedAnswer {
  invoice_id: string;
  carrier: string;
  service: string;
  price: number;
  days: number;
  total: number;
  balance_due: number;
}

/** `shipping/getRates` and `shipping/saveRates`: the rate table (cents, points) and its history. */
export interface ShippingRatesAnswer {
  table: ShippingRateTable;
  /** Who changed it and when, newest first (the audit trail). */
  history: { changed_by: string; at: string }[];
  provider: string;
}
