import { Inject } from '@nestjs/common';
import { saveShippingRates } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { ShippingRatesBus } from '../rates-bus/shipping-rates-bus.js';
import { ratesAnswer } from '../rates.records.js';
import { SHIPPING_RATES, type ShippingRatesPort } from '../shipping-rates.port.js';

@CommandController('admin')
export class SaveShippingRatesController {
  constructor(
    private readonly rates: ShippingRatesBus,
    @Inject(SHIPPING_RATES) private readonly port: ShippingRatesPort,
  ) {}

  /** `shipping/saveRates`: the whole table replaced at once (SR-1..3); the next quote uses it. */
  @CommandRoute(saveShippingRates)
  async save(@Call() { body, actor }: Call<typeof saveShippingRates>) {
    const command = { type: 'ReplaceShippingRates' as const, table: body.table };
    const { state } = await this.rates.send(
      'marketplace',
      command,
      actor,
      undefined,
      body.commandId,
      body,
    );
    return success('Shipping rates saved', ratesAnswer(state, this.port.provider));
  }
}
