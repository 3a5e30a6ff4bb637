import { Injectable } from '@nestjs/common';
import { type LedgerEvent, ledgerStream } from '@facet/event-schemas';
import {
  type AggregateOutcome,
  AggregateBus,
  CommandBuses,
  type CommandInput,
} from '../../shared/event-sourcing/command-buses.js';
import type { Actor } from '../../shared/domain/actor.js';
import { newId } from '../../shared/ids/ids.js';
import { type LedgerCommand, ledgerDecider, type LedgerState } from '../domain/index.js';

/** A ledger command without the fields the bus fills in (time, actor, idempotency key). */
export type LedgerCommandInput = CommandInput<LedgerCommand, 'at' | 'actor' | 'key'>;
export type LedgerOutcome = AggregateOutcome<LedgerState>;

/**
 * One ledger stream per buyer on the generic bus. The entry's idempotency key is the command id
 * as the bus scopes it (`<actor>:<commandId>`), so the bus's dedupe and the decider's agree.
 */
@Injectable()
export class LedgerCommandBus {
  private readonly aggregate: AggregateBus<
    LedgerCommand,
    LedgerState,
    LedgerEvent,
    LedgerCommandInput & { key: string }
  >;

  constructor(buses: CommandBuses) {
    this.aggregate = new AggregateBus(buses, {
      decider: ledgerDecider,
      stream: ledgerStream,
      cacheSize: 10_000,
      command: (input, at, { id, role }) =>
        ({ ...input, at, actor: { id, role } }) as LedgerCommand,
      actorId: (actor) => actor.id,
    });
  }

  /** Records one entry on `input.buyerId`'s ledger; a repeated `commandId` records nothing. */
  send(input: LedgerCommandInput, actor: Actor, commandId = newId()): Promise<LedgerOutcome> {
    const key = `${actor.id}:${commandId}`;
    return this.aggregate.send(input.buyerId, { ...input, key }, actor, undefined, commandId);
  }

  load = (buyerId: string): Promise<LedgerState> => this.aggregate.load(buyerId);
}
