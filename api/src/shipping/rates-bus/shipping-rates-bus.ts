import { Injectable } from '@nestjs/common';
import { SHIPPING_RATES_STREAM, type ShippingEvent } from '@facet/event-schemas';
import type { Actor } from '../../shared/domain/actor.js';
import {
  AggregateBus,
  CommandBuses,
  type CommandInput,
} from '../../shared/event-sourcing/command-buses.js';
import {
  type ReplaceShippingRates,
  shippingRatesDecider,
  type ShippingRatesState,
} from '../domain/shipping-rates.decider.js';

/** The one rate table's stream (`shipping-rates-marketplace`) on the generic bus. */
@Injectable()
export class ShippingRatesBus extends AggregateBus<
  ReplaceShippingRates,
  ShippingRatesState,
  ShippingEvent,
  CommandInput<ReplaceShippingRates>
> {
  constructor(buses: CommandBuses) {
    super(buses, {
      decider: shippingRatesDecider,
      stream: () => SHIPPING_RATES_STREAM,
      cacheSize: 1,
      command: (input, at, { id, role }) => ({ ...input, at, actor: { id, role } }),
      actorId: (actor: Actor) => actor.id,
    });
  }

  /** The table in force, caught up with the stream (an admin may have changed it elsewhere). */
  current(): Promise<ShippingRatesState> {
    return this.latest('marketplace');
  }
}
