import { Injectable } from '@nestjs/common';
import { type AuctionTemplateEvent, auctionTemplateStream } from '@facet/event-schemas';
import {
  AggregateBus,
  CommandBuses,
  type CommandInput,
} from '../../shared/event-sourcing/command-buses.js';
import {
  auctionTemplateDecider,
  type AuctionTemplateCommand,
  type AuctionTemplateState,
} from '../domain/auction-template.decider.js';

export type AuctionTemplateCommandInput = CommandInput<AuctionTemplateCommand>;

/** The auction template streams on the generic bus. */
@Injectable()
export class AuctionTemplateCommandBus extends AggregateBus<
  AuctionTemplateCommand,
  AuctionTemplateState,
  AuctionTemplateEvent,
  AuctionTemplateCommandInput
> {
  constructor(buses: CommandBuses) {
    super(buses, {
      decider: auctionTemplateDecider,
      stream: auctionTemplateStream,
      cacheSize: 500,
      command: (input, at, { id, role }) =>
        ({ ...input, at, actor: { id, role } }) as AuctionTemplateCommand,
      actorId: (actor) => actor.id,
    });
  }
}
