import { Injectable } from '@nestjs/common';
import { type Parcel, type PricedService, priceParcel } from '../domain/shipping-rates.rules.js';
import { ShippingRatesBus } from '../rates-bus/shipping-rates-bus.js';
import type { ShippingRatesPort } from '../shipping-rates.port.js';

/** The default adapter: the house's rate table from the event store; works offline. */
@Injectable()
export class RateTableShippingRates implements ShippingRatesPort {
  readonly provider = 'rate-table';

  constructor(private readonly rates: ShippingRatesBus) {}

  async price(parcel: Parcel): Promise<PricedService[]> {
    return priceParcel((await this.rates.current()).table, parcel);
  }
}
