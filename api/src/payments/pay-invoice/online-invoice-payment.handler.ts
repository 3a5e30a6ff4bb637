import { ownValue } from '@facet/event-schemas';
import { Inject, Injectable } from '@nestjs/common';
import { type Actor, systemActor } from '../../shared/domain/actor.js';
import { paymentShares } from '../../invoicing/domain/invoice-charges.rules.js';
import {
  balanceDue,
  type InvoiceState,
  type RaisedInvoice,
  shippingOf,
} from '../../invoicing/domain/invoice.decider.js';
import { InvoiceCommandBus } from '../../invoicing/invoice-bus/invoice-command-buses.js';
import { LedgerCommandBus } from '../../ledger/ledger-bus/ledger-command-bus.js';
import {
  PAYMENT_GATEWAY,
  type PaymentGateway,
  PaymentRefused,
} from '../gateway/payment-gateway.port.js';
import { PaymentJournal } from '../online-payments/payment-journal.js';
import {
  type OnlineProvider,
  OnlineProviderGateways,
} from '../online-providers/online-provider-gateways.js';
import { notConfigured } from '../unconfigured-providers/not-configured.js';
import { crashPoint } from '../../shared/faults/crash-point.js';
import { dueNow, InvoiceToPayLoader } from './invoice-to-pay.js';
import type { InvoicePaid } from './wallet-invoice-payment.handler.js';

/** The saved card (or the provider form's token) and its customer; none for the sandbox. */
export interface PayingCard {
  paymentMethodId?: string;
  customerId?: string;
  /** A named provider (PayPal, Authorize.Net) instead of the card gateway. */
  provider?: OnlineProvider;
}

/**
 * An invoice paid online through the payments port (Stripe or the SANDBOX gateway, or a named
 * provider: PayPal, Authorize.Net): the
 * gateway holds the balance due, the invoice records the payment under the command's key, the
 * ledger records the money received under the same key, and only then is the money taken. The
 * invoice refusing (paid meanwhile, cancelled) releases the hold, so nothing is taken; a retry
 * after a crash finds the payment recorded and finishes the ledger entry, never a second one.
 */
@Injectable()
export class OnlineInvoicePaymentHandler {
  constructor(
    private readonly loader: InvoiceToPayLoader,
    private readonly invoices: InvoiceCommandBus,
    private readonly ledger: LedgerCommandBus,
    @Inject(PAYMENT_GATEWAY) private readonly payments: PaymentGateway,
    private readonly journal: PaymentJournal,
    private readonly providers: OnlineProviderGateways,
  ) {}

  async execute(
    invoiceId: string,
    commandId: string,
    actor: Actor,
    card: PayingCard = {},
  ): Promise<InvoicePaid> {
    const payments = card.provider
      ? (this.providers.of(card.provider) ?? notConfigured())
      : this.payments;
    const toPay = await this.loader.load(invoiceId, actor);
    const { invoice, state } = toPay;
    const key = `${actor.id}:${commandId}`;
    const recorded = ownValue(state.payments, key);
    if (recorded !== undefined) {
      await this.received(invoice, state, recorded, key);
      // As the payment first answered: the balance due it left, not the one now.
      const then = await this.invoices.afterPayment(invoiceId, key);
      const due = balanceDue(then?.state ?? state);
      return { invoiceId, amount: recorded, balanceDue: due, sandbox: then?.sandbox ?? true };
    }
    const { amount } = dueNow(toPay);
    const note = `Invoice ${invoice.number}`;
    // Written before the provider is asked: a crash after its answer is found and settled.
    await this.journal.started({
      key,
      purpose: 'invoice',
      targetId: invoiceId,
      commandId,
      payer: { id: actor.id, role: actor.role },
      amount,
      note,
      ...card,
    });
    const { provider: _named, ...charged } = card;
    const hold = await payments
      .authorize({
        payerId: toPay.payerId,
        amount,
        method: 'online',
        purpose: `invoice:${invoiceId}`,
        note,
        ...charged,
        key,
      })
      .catch(async (e: unknown) => {
        if (e instanceof PaymentRefused) await this.journal.refused(key, e.message);
        throw e;
      });
    crashPoint('pay-online:after-authorize');
    let outcome;
    try {
      outcome = await this.invoices.send(
        invoiceId,
        {
          type: 'RecordInvoicePayment',
          key,
          method: 'online',
          amount,
          reference: hold.reference,
          sandbox: hold.sandbox,
        },
        actor,
      );
    } catch (e) {
      await payments.release(hold.reference);
      throw e;
    }
    await this.received(invoice, outcome.state, amount, key);
    await payments.capture(hold.reference);
    return { invoiceId, amount, balanceDue: balanceDue(outcome.state), sandbox: hold.sandbox };
  }

  /** The money received, owed onward: house fee, shipping line, the rest to the seller. */
  private received(invoice: RaisedInvoice, state: InvoiceState, amount: number, key: string) {
    return this.ledger.send(
      {
        type: 'ReceiveInvoicePayment',
        buyerId: invoice.buyerId,
        sellerId: invoice.sellerId,
        amount,
        ...paymentShares(invoice, shippingOf(state), amount),
        note: `Invoice ${invoice.number} paid online`,
      },
      systemActor,
      key,
    );
  }
}
