import { Controller, Inject } from '@nestjs/common';
import { getShippingRates } from '@facet/event-schemas';
import { Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ShippingRatesBus } from '../rates-bus/shipping-rates-bus.js';
import { ratesAnswer } from '../rates.records.js';
import { SHIPPING_RATES, type ShippingRatesPort } from '../shipping-rates.port.js';

@Controller()
export class GetShippingRatesController {
  constructor(
    private readonly rates: ShippingRatesBus,
    @Inject(SHIPPING_RATES) private readonly port: ShippingRatesPort,
  ) {}

  /** `shipping/getRates`: the table in force (the default until an admin saves one). */
  @Roles('admin')
  @CommandRoute(getShippingRates)
  async get(): Promise<Reply<typeof getShippingRates>> {
    return success('Shipping rates', ratesAnswer(await this.rates.current(), this.port.provider));
  }
}
