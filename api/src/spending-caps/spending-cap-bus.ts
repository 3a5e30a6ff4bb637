import { Injectable } from '@nestjs/common';
import { type SpendingCapEvent, spendingCapsStream } from '@facet/event-schemas';
import {
  AggregateBus,
  CommandBuses,
  type CommandInput,
} from '../shared/event-sourcing/command-buses.js';
import {
  spendingCapDecider,
  type SpendingCapCommand,
  type SpendingCapsState,
} from './domain/index.js';

/** Every buyer's cap in one auction on its own stream (`spending-caps-<auctionId>`). */
@Injectable()
export class SpendingCapBus extends AggregateBus<
  SpendingCapCommand,
  SpendingCapsState,
  SpendingCapEvent,
  CommandInput<SpendingCapCommand>
> {
  constructor(buses: CommandBuses) {
    super(buses, {
      decider: spendingCapDecider,
      stream: spendingCapsStream,
      cacheSize: 2_000,
      command: (input, at, { id, role }) =>
        ({ ...input, at, actor: { id, role } }) as SpendingCapCommand,
      actorId: (actor) => actor.id,
    });
  }
}
