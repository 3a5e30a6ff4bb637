import { z } from 'zod';
import type {
  ShippingConfirmedAnswer,
  ShippingQuoteList,
  ShippingRatesAnswer,
} from '../../read-models/shipping.model.js';
import { shippingRateTable } from '../../shipping/shipping.events.js';
import { emptyBody } from '../request/account-fields.js';
import { carats, commandId, field, id, reject, requiredMoney } from '../request/fields.js';
import { answer, route } from '../request/route.js';

/** A destination country: ISO 3166-1 alpha-2 (`BE`, `AE`), any case. */
const country = field<string, string>(
  'string',
  (v) => {
    const code = typeof v === 'string' ? v.trim().toUpperCase() : '';
    return /^[A-Z]{2}$/.test(code) ? code : reject('Enter a two-letter country code');
  },
  'Required: the destination country, ISO 3166-1 alpha-2 (BE, AE, US)',
);

const invoiceId = id('Invoice id required', { description: 'Required: the invoice shipped' });

/**
 * `shipping/getQuoteRequest`: the quotes for the invoice's parcel (its lots' weight, its value
 * declared) to the buyer's checkout address; `responseData` is the quote list, cheapest first.
 */
export const getShippingQuotes = route({
  path: 'shipping/getQuoteRequest',
  request: z.strictObject({ invoice_id: invoiceId }),
  answer: answer<ShippingQuoteList>(),
});

/** `shipping/getSampleQuoteRequest`: quotes for a sample parcel, no invoice (the lot page). */
export const getSampleShippingQuotes = route({
  path: 'shipping/getSampleQuoteRequest',
  request: z.strictObject({
    weight: carats({
      invalid: 'Enter a weight in carats',
      description: 'Carats, up to 2 decimals',
    }).refine((w) => w !== undefined && w > 0, 'Enter a weight in carats'),
    value: requiredMoney('Enter the declared value', {
      description: 'Required: the declared value in dollars',
    }),
    country,
  }),
  answer: answer<ShippingQuoteList>(),
});

/**
 * `shipping/confirmShippingQuote`: the buyer puts a quote given for the invoice on it as its
 * shipping line; a new confirm replaces it; refused once a payment is recorded or it expired.
 */
export const confirmShippingQuote = route({
  path: 'shipping/confirmShippingQuote',
  request: z.strictObject({
    invoice_id: invoiceId,
    quote_id: id('Choose a shipping quote', { description: 'Required: the quote chosen' }),
    commandId,
  }),
  answer: answer<ShippingConfirmedAnswer>(),
});

/** `shipping/getRates`: the rate table an admin edits, with who changed it when. */
export const getShippingRates = route({
  path: 'shipping/getRates',
  request: emptyBody,
  answer: answer<ShippingRatesAnswer>(),
});

/** `shipping/saveRates`: an admin replaces the whole rate table (validated as one). */
export const saveShippingRates = route({
  path: 'shipping/saveRates',
  request: z.strictObject({
    table: shippingRateTable.describe('The whole table: zones, weight bands, services'),
    commandId,
  }),
  answer: answer<ShippingRatesAnswer>(),
});
