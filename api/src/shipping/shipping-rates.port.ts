import type { Parcel, PricedService } from './domain/shipping-rates.rules.js';

/**
 * Where shipping prices come from. The default adapter is the house's own rate table (secure
 * courier and registered post, edited by admins); a carrier's API would be another adapter.
 */
export interface ShippingRatesPort {
  /** What priced the quotes, shown to the buyer: `rate-table` for the house's table. */
  readonly provider: string;
  /** Every service's price for the parcel, cheapest first; none when nothing carries it. */
  price(parcel: Parcel): Promise<PricedService[]>;
}

export const SHIPPING_RATES = Symbol('SHIPPING_RATES');
