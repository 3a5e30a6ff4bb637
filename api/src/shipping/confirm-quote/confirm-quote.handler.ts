import { Inject, Injectable } from '@nestjs/common';
import {
  type ShippingConfirmedAnswer,
  type ShippingEvent,
  shippingQuotesStream,
} from '@facet/event-schemas';
import type { EventStore } from '@facet/event-store';
import type { Actor } from '../../shared/domain/actor.js';
import { CommandBuses } from '../../shared/event-sourcing/command-buses.js';
import { EVENT_STORE } from '../../shared/event-sourcing/tokens.js';
import { centsToDollars } from '../../shared/money/index.js';
import { balanceDue, invoiceTotal, shippingOf } from '../../invoicing/domain/invoice.decider.js';
import { InvoiceCommandBus } from '../../invoicing/invoice-bus/invoice-command-buses.js';
import { type QuotesGiven, quoteToConfirm } from '../domain/shipping-quotes.rules.js';

/**
 * `shipping/confirmShippingQuote`: the quote named, found among those given for the invoice and
 * still valid (SQ-2, SQ-3), becomes the invoice's shipping line; the invoice decides the rest
 * (its buyer, unpaid: I5). Idempotent by the client's command id.
 */
@Injectable()
export class ConfirmShippingQuoteHandler {
  constructor(
    private readonly invoices: InvoiceCommandBus,
    private readonly buses: CommandBuses,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute(
    invoiceId: string,
    quoteId: string,
    actor: Actor,
    commandId?: string,
  ): Promise<ShippingConfirmedAnswer> {
    const given = (await this.store.readStream(shippingQuotesStream(invoiceId)))
      .map((e) => this.buses.toDomain<ShippingEvent>(e))
      .flatMap((e) => (e.type === 'ShippingQuotesGiven' ? [e.data as QuotesGiven] : []));
    const now = this.buses.clock.now();
    const quote = quoteToConfirm(given, quoteId, now.toISOString());
    const { carrier, service, amount, days, country } = quote;
    const command = {
      type: 'ChooseShipping' as const,
      quoteId,
      carrier,
      service,
      amount,
      days,
      country,
    };
    const { state } = await this.invoices.send(invoiceId, command, actor, now, commandId, {
      invoiceId,
      quoteId,
    });
    const raised = state.raised!;
    return {
      invoice_id: invoiceId,
      carrier: state.shipping?.carrier ?? carrier,
      service: state.shipping?.service ?? service,
      price: centsToDollars(shippingOf(state)),
      days: state.shipping?.days ?? days,
      total: centsToDollars(invoiceTotal(raised) + shippingOf(state)),
      balance_due: centsToDollars(balanceDue(state)),
    };
  }
}
