import { Controller, Inject } from '@nestjs/common';
import { type RequestOf, saveShippingRates } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { ShippingRatesBus } from '../rates-bus/shipping-rates-bus.js';
import { ratesAnswer } from '../rates.records.js';
import { SHIPPING_RATES, type ShippingRatesPort } from '../shipping-rates.port.js';

@Controller()
export class SaveShippingRatesController {
  constructor(
    private readonly rates: ShippingRatesBus,
    @Inject(SHIPPING_RATES) private readonly port: ShippingRatesPort,
  ) {}

  /** `shipping/saveRates`: the whole table replaced at once (SR-1..3); the next quote uses it. */
  @Roles('admin')
  @CommandRoute(saveShippingRates)
  async save(
    @ValidBody() body: RequestOf<typeof saveShippingRates>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof saveShippingRates>> {
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
