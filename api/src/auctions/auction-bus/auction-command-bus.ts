import { Injectable } from '@nestjs/common';
import { type AuctionEvent, auctionStream } from '@facet/event-schemas';
import {
  AggregateBus,
  CommandBuses,
  type CommandInput,
} from '../../shared/event-sourcing/command-buses.js';
import { auctionDecider, type AuctionCommand, type AuctionState } from '../domain/index.js';

export type AuctionCommandInput = CommandInput<AuctionCommand>;

/** The auction streams on the generic bus. */
@Injectable()
export class AuctionCommandBus extends AggregateBus<
  AuctionCommand,
  AuctionState,
  AuctionEvent,
  AuctionCommandInput
> {
  constructor(buses: CommandBuses) {
    super(buses, {
      decider: auctionDecider,
      stream: auctionStream,
      cacheSize: 2_000,
      command: (input, at, { id, role }) =>
        ({ ...input, at, actor: { id, role } }) as AuctionCommand,
      actorId: (actor) => actor.id,
    });
  }
}
