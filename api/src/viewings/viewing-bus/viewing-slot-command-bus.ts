import { Injectable } from '@nestjs/common';
import { type ViewingSlotEvent, viewingSlotStream } from '@facet/event-schemas';
import {
  AggregateBus,
  CommandBuses,
  type CommandInput,
} from '../../shared/event-sourcing/command-buses.js';
import {
  viewingSlotDecider,
  type ViewingSlotCommand,
  type ViewingSlotState,
} from '../domain/viewing-slot.decider.js';

export type ViewingSlotCommandInput = CommandInput<ViewingSlotCommand>;

/** The viewing slot streams on the generic bus: every seat is decided on its slot's stream. */
@Injectable()
export class ViewingSlotCommandBus extends AggregateBus<
  ViewingSlotCommand,
  ViewingSlotState,
  ViewingSlotEvent,
  ViewingSlotCommandInput
> {
  constructor(buses: CommandBuses) {
    super(buses, {
      decider: viewingSlotDecider,
      stream: viewingSlotStream,
      cacheSize: 500,
      command: (input, at, { id, role }) =>
        ({ ...input, at, actor: { id, role } }) as ViewingSlotCommand,
      actorId: (actor) => actor.id,
    });
  }
}
