import { Injectable } from '@nestjs/common';
import { type CartEvent, cartStream } from '@facet/event-schemas';
import {
  AggregateBus,
  CommandBuses,
  type CommandInput,
} from '../../shared/event-sourcing/command-buses.js';
import { type CartCommand, cartDecider, type CartState } from '../domain/cart.decider.js';

/** The buyers' cart streams (`cart-<userId>`) on the generic bus. */
@Injectable()
export class CartCommandBus extends AggregateBus<
  CartCommand,
  CartState,
  CartEvent,
  CommandInput<CartCommand>
> {
  constructor(buses: CommandBuses) {
    super(buses, {
      decider: cartDecider,
      stream: cartStream,
      cacheSize: 1_000,
      command: (input, at, { id, role }) => ({ ...input, at, actor: { id, role } }) as CartCommand,
      actorId: (actor) => actor.id,
    });
  }
}
