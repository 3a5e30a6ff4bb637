import { Injectable } from '@nestjs/common';
import {
  RETURN_INVOICE_NUMBERS_STREAM,
  type ReturnEvent,
  returnsStream,
} from '@facet/event-schemas';
import type { Actor } from '../../shared/domain/actor.js';
import {
  AggregateBus,
  CommandBuses,
  type CommandInput,
} from '../../shared/event-sourcing/command-buses.js';
import {
  type AssignReturnInvoiceNumber,
  returnNumbersDecider,
  type ReturnNumbersState,
} from '../domain/return-numbers.decider.js';
import { type ReturnCommand, returnsDecider, type ReturnsState } from '../domain/return.decider.js';

/** An invoice's return requests (`returns-<invoiceId>`) on the generic bus. */
@Injectable()
export class ReturnsCommandBus extends AggregateBus<
  ReturnCommand,
  ReturnsState,
  ReturnEvent,
  CommandInput<ReturnCommand>
> {
  constructor(buses: CommandBuses) {
    super(buses, {
      decider: returnsDecider,
      stream: returnsStream,
      cacheSize: 1_000,
      command: (input, at, { id, role }) =>
        ({ ...input, at, actor: { id, role } }) as ReturnCommand,
      actorId: (actor: Actor) => actor.id,
    });
  }
}

/** The one `return-invoice-numbers` stream (the id given to `send` is ignored). */
@Injectable()
export class ReturnNumbersBus extends AggregateBus<
  AssignReturnInvoiceNumber,
  ReturnNumbersState,
  ReturnEvent,
  Omit<AssignReturnInvoiceNumber, 'at'>
> {
  constructor(buses: CommandBuses) {
    super(buses, {
      decider: returnNumbersDecider,
      stream: () => RETURN_INVOICE_NUMBERS_STREAM,
      cacheSize: 1,
      command: (input, at) => ({ ...input, at }),
      actorId: (actor: Actor) => actor.id,
    });
  }
}
