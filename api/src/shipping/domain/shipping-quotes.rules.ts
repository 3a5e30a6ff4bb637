import type { EventData, ShippingQuotesGiven } from '@facet/event-schemas';
import { reject } from '../../shared/domain/domain-rejection.js';
import type { PricedService } from './shipping-rates.rules.js';

/*
 * SQ-1 a quote is valid for QUOTE_VALIDITY_MINUTES from when it was given.
 * SQ-2 a confirm names a quote given for that invoice; any other id is not found.
 * SQ-3 a quote past its expiry is refused with the reason, never put on the invoice.
 */

export type QuotesGiven = EventData<typeof ShippingQuotesGiven>;
export type GivenQuote = QuotesGiven['quotes'][number];

export const QUOTE_VALIDITY_MINUTES = 30;

/** SQ-1: when quotes given at `at` lapse. */
export const quoteExpiry = (at: string): string =>
  new Date(Date.parse(at) + QUOTE_VALIDITY_MINUTES * 60_000).toISOString();

/** The priced services as quotes, each with its id (`<batch>-<service>`). */
export const asQuotes = (batchId: string, priced: readonly PricedService[]): GivenQuote[] =>
  priced.map((p) => ({ quoteId: `${batchId}-${p.serviceId}`, ...p }));

/** SQ-2 and SQ-3: the quote a confirm names, from the batches given for the invoice. */
export function quoteToConfirm(
  given: readonly QuotesGiven[],
  quoteId: string,
  now: string,
): GivenQuote & { country: string } {
  for (const batch of given) {
    const quote = batch.quotes.find((q) => q.quoteId === quoteId);
    if (!quote) continue;
    if (Date.parse(now) > Date.parse(batch.expiresAt))
      reject('shipping.quote-expired', { minutes: QUOTE_VALIDITY_MINUTES });
    return { ...quote, country: batch.country };
  }
  return reject('quote.not-found');
}
