import { Injectable } from '@nestjs/common';
import { type DynamicTableEvent, dynamicTableStream } from '@facet/event-schemas';
import {
  AggregateBus,
  CommandBuses,
  type CommandInput,
} from '../../shared/event-sourcing/command-buses.js';
import {
  type DynamicTableCommand,
  dynamicTableDecider,
  type DynamicTableState,
} from '../domain/index.js';

export type DynamicTableCommandInput = CommandInput<DynamicTableCommand>;

/** The admin's tables (one stream each, `dynamic-table-<id>`) on the generic bus. */
@Injectable()
export class DynamicTableCommandBus extends AggregateBus<
  DynamicTableCommand,
  DynamicTableState,
  DynamicTableEvent,
  DynamicTableCommandInput
> {
  constructor(buses: CommandBuses) {
    super(buses, {
      decider: dynamicTableDecider,
      stream: dynamicTableStream,
      cacheSize: 20,
      command: (input, at, { id, role }) =>
        ({ ...input, at, actor: { id, role } }) as DynamicTableCommand,
      actorId: (actor) => actor.id,
    });
  }
}
