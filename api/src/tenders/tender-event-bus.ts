import { Injectable } from '@nestjs/common';
import { type TenderEventEvent, tenderStream } from '@facet/event-schemas';
import {
  AggregateBus,
  CommandBuses,
  type CommandInput,
} from '../shared/event-sourcing/command-buses.js';
import {
  type TenderEventCommand,
  tenderEventDecider,
  type TenderEventState,
} from './domain/tender-event.decider.js';

/** Each encrypted tender event on its own stream (`tender-<auctionId>`) on the generic bus. */
@Injectable()
export class TenderEventBus extends AggregateBus<
  TenderEventCommand,
  TenderEventState,
  TenderEventEvent,
  CommandInput<TenderEventCommand>
> {
  constructor(buses: CommandBuses) {
    super(buses, {
      decider: tenderEventDecider,
      stream: tenderStream,
      cacheSize: 200,
      command: (input, at, { id, role }) =>
        ({ ...input, at, actor: { id, role } }) as TenderEventCommand,
      actorId: (actor) => actor.id,
    });
  }
}
