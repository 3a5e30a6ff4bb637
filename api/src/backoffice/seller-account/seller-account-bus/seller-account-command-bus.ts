import { Injectable } from '@nestjs/common';
import { type SellerAccountEvent, sellerAccountStream } from '@facet/event-schemas';
import {
  AggregateBus,
  CommandBuses,
  type CommandInput,
} from '../../../shared/event-sourcing/command-buses.js';
import {
  sellerAccountDecider,
  type SellerAccountCommand,
  type SellerAccountState,
} from '../domain/seller-account.decider.js';

export type SellerAccountCommandInput = CommandInput<SellerAccountCommand>;

/** A seller's account stream (`seller-<id>`): plan changes and the company profile. */
@Injectable()
export class SellerAccountCommandBus extends AggregateBus<
  SellerAccountCommand,
  SellerAccountState,
  SellerAccountEvent,
  SellerAccountCommandInput
> {
  constructor(buses: CommandBuses) {
    super(buses, {
      decider: sellerAccountDecider,
      stream: sellerAccountStream,
      cacheSize: 1_000,
      command: (input, at, { id, role }) =>
        ({ ...input, at, actor: { id, role } }) as SellerAccountCommand,
      actorId: (actor) => actor.id,
    });
  }
}
