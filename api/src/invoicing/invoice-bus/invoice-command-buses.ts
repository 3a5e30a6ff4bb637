import { Injectable } from '@nestjs/common';
import { INVOICE_NUMBERS_STREAM, type InvoiceEvent, invoiceStream } from '@facet/event-schemas';
import { BuyerParties } from '../../companies/buyer-parties.reader.js';
import type { Actor } from '../../shared/domain/actor.js';
import {
  type AggregateOutcome,
  AggregateBus,
  CommandBuses,
  type CommandInput,
} from '../../shared/event-sourcing/command-buses.js';
import {
  type AssignInvoiceNumber,
  invoiceNumbersDecider,
  type InvoiceNumbersState,
} from '../domain/invoice-numbers.decider.js';
import {
  type InvoiceCommand,
  invoiceDecider,
  type InvoiceState,
  type RaiseInvoice,
} from '../domain/invoice.decider.js';

/** What a use case sends: a raise as built (its `at` is the sale's), any other without `at`/`actor`. */
export type InvoiceCommandInput =
  RaiseInvoice | CommandInput<Exclude<InvoiceCommand, RaiseInvoice>>;

/** The invoices' streams (`invoice-<id>`) on the generic bus. */
@Injectable()
export class InvoiceCommandBus extends AggregateBus<
  InvoiceCommand,
  InvoiceState,
  InvoiceEvent,
  InvoiceCommandInput
> {
  constructor(
    buses: CommandBuses,
    private readonly parties: BuyerParties,
  ) {
    super(buses, {
      decider: invoiceDecider,
      stream: invoiceStream,
      cacheSize: 1_000,
      command: (input, at, { id, role }): InvoiceCommand =>
        input.type === 'RaiseInvoice' ? input : { ...input, at, actor: { id, role } },
      actorId: (actor: Actor) => actor.id,
    });
  }

  /**
   * The company a buyer acts for now (issue 30, I1), else undefined: resolved here, once for every
   * invoice command, so the decider lets a representative of the company billed act as its buyer.
   */
  companyActingFor(actor: Actor): Promise<string | undefined> {
    return this.parties.companyActingFor(actor);
  }

  override async send(
    id: string,
    input: InvoiceCommandInput,
    actor: Actor,
    at?: Date,
    commandId?: string,
    request?: unknown,
  ): Promise<AggregateOutcome<InvoiceState>> {
    const companyId =
      input.type === 'RaiseInvoice' ? undefined : await this.companyActingFor(actor);
    const command = companyId === undefined ? input : { ...input, actorCompanyId: companyId };
    return super.send(id, command, actor, at, commandId, request);
  }

  /**
   * The invoice as the payment under `key` left it, and whether that payment was a sandbox one:
   * what the payment answered, so what a retry of it answers.
   */
  async afterPayment(
    invoiceId: string,
    key: string,
  ): Promise<{ state: InvoiceState; sandbox: boolean } | undefined> {
    const found = await this.stateAfter(
      invoiceId,
      (e) => e.type === 'InvoicePaymentRecorded' && (e.data as { key?: unknown }).key === key,
    );
    if (!found) return undefined;
    return {
      state: found.state,
      sandbox: (found.event.data as { sandbox?: boolean }).sandbox === true,
    };
  }
}

/** The one `invoice-numbers` stream (the id given to `send` is ignored). */
@Injectable()
export class InvoiceNumbersBus extends AggregateBus<
  AssignInvoiceNumber,
  InvoiceNumbersState,
  InvoiceEvent,
  Omit<AssignInvoiceNumber, 'at'>
> {
  constructor(buses: CommandBuses) {
    super(buses, {
      decider: invoiceNumbersDecider,
      stream: () => INVOICE_NUMBERS_STREAM,
      cacheSize: 1,
      command: (input, at) => ({ ...input, at }),
      actorId: (actor: Actor) => actor.id,
    });
  }
}
