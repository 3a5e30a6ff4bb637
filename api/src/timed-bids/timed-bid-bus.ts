import { Injectable } from '@nestjs/common';
import { type TimedBidEvent, timedBidStream } from '@facet/event-schemas';
import {
  AggregateBus,
  CommandBuses,
  type CommandInput,
} from '../shared/event-sourcing/command-buses.js';
import { type TimedBidCommand, timedBidDecider, type TimedBidState } from './domain/index.js';

/** Each timed bid on its own stream (`ttwbid-<id>`) on the generic bus. */
@Injectable()
export class TimedBidBus extends AggregateBus<
  TimedBidCommand,
  TimedBidState,
  TimedBidEvent,
  CommandInput<TimedBidCommand>
> {
  constructor(buses: CommandBuses) {
    super(buses, {
      decider: timedBidDecider,
      stream: timedBidStream,
      cacheSize: 2_000,
      command: (input, at, { id, role }) =>
        ({ ...input, at, actor: { id, role } }) as TimedBidCommand,
      actorId: (actor) => actor.id,
    });
  }
}
