import { Injectable } from '@nestjs/common';
import { type LotEvent, lotStream } from '@facet/event-schemas';
import {
  type AggregateOutcome,
  AggregateBus,
  CommandBuses,
  type CommandInput,
} from '../../shared/event-sourcing/command-buses.js';
import { type LotCommand, lotDecider, type LotState } from '../domain/index.js';

/** A lot command without the fields the bus fills in (time, actor). */
export type LotCommandInput = CommandInput<LotCommand>;
export type LotOutcome = AggregateOutcome<LotState>;

/** The lot streams on the generic bus; a hot lot's fold stays cached (20,000 lots). */
@Injectable()
export class LotCommandBus extends AggregateBus<LotCommand, LotState, LotEvent, LotCommandInput> {
  constructor(buses: CommandBuses) {
    super(buses, {
      decider: lotDecider,
      stream: lotStream,
      cacheSize: 20_000,
      command: (input, at, { id, role }) => ({ ...input, at, actor: { id, role } }) as LotCommand,
      actorId: (actor) => actor.id,
    });
  }
}
