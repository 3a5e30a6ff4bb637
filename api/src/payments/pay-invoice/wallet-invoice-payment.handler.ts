import { ownValue } from '@facet/event-schemas';
import { Inject, Injectable } from '@nestjs/common';
import { type EventData, type LedgerEntryRecorded, ledgerStream } from '@facet/event-schemas';
import type { EventStore } from '@facet/event-store';
import { type Actor, systemActor } from '../../shared/domain/actor.js';
import { DomainRejection } from '../../shared/domain/domain-rejection.js';
import { EVENT_STORE } from '../../shared/event-sourcing/tokens.js';
import { crashPoint } from '../../shared/faults/crash-point.js';
import { balanceDue, type RaisedInvoice } from '../../invoicing/domain/invoice.decider.js';
import { InvoiceCommandBus } from '../../invoicing/invoice-bus/invoice-command-buses.js';
import { LedgerCommandBus } from '../../ledger/ledger-bus/ledger-command-bus.js';
import { dueNow, type InvoiceToPay, InvoiceToPayLoader } from './invoice-to-pay.js';

export interface InvoicePaid {
  invoiceId: string;
  amount: number;
  balanceDue: number;
  sandbox: boolean;
}

type Entry = EventData<typeof LedgerEntryRecorded>;
interface Taken {
  amount: number;
  fee: number;
  shipping: number;
}

/**
 * `credit/payCartWallet`: the wallet pays the invoice's balance due. One ledger entry takes the
 * money (refused, nothing taken, when the wallet is short), then the invoice records the payment
 * under the same key. A retry after a crash between the two finds the entry by its key and
 * records what it took; if the invoice refuses it meanwhile (paid, cancelled), one keyed refund
 * entry gives the money back to the wallet, so money is never taken for nothing nor twice.
 */
@Injectable()
export class WalletInvoicePaymentHandler {
  constructor(
    private readonly loader: InvoiceToPayLoader,
    private readonly invoices: InvoiceCommandBus,
    private readonly ledger: LedgerCommandBus,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  /** `forBuyer`: a seller or an admin pays for the buyer (`seller/credit/payCartWallet`, SFB). */
  async execute(
    invoiceId: string,
    commandId: string,
    actor: Actor,
    forBuyer = false,
  ): Promise<InvoicePaid> {
    const toPay = await this.loader.load(invoiceId, actor, forBuyer);
    const { invoice, state } = toPay;
    const key = `${actor.id}:${commandId}`;
    const recorded = ownValue(state.payments, key);
    // A retry answers as the payment first did: the balance due it left, not the one now.
    if (recorded !== undefined) {
      const then = (await this.invoices.afterPayment(invoiceId, key))?.state ?? state;
      return { invoiceId, amount: recorded, balanceDue: balanceDue(then), sandbox: false };
    }
    const taken =
      (await this.takenBy(toPay.payerId, key)) ?? (await this.take(toPay, actor, commandId));
    crashPoint('pay-wallet:after-ledger');
    try {
      const outcome = await this.invoices.send(
        invoiceId,
        {
          type: 'RecordInvoicePayment',
          key,
          method: 'wallet',
          amount: taken.amount,
          reference: key,
          sandbox: false,
        },
        actor,
      );
      const due = balanceDue(outcome.state);
      return { invoiceId, amount: taken.amount, balanceDue: due, sandbox: false };
    } catch (e) {
      if (e instanceof DomainRejection) await this.giveBack(invoice, toPay.payerId, taken, key);
      throw e;
    }
  }

  private async take(toPay: InvoiceToPay, actor: Actor, commandId: string): Promise<Taken> {
    const { invoice } = toPay;
    const taken = dueNow(toPay);
    await this.ledger.send(
      {
        type: 'PayFromWallet',
        buyerId: toPay.payerId,
        sellerId: invoice.sellerId,
        ...taken,
        note: `Invoice ${invoice.number}`,
      },
      actor,
      commandId,
    );
    return taken;
  }

  /** What an earlier attempt of this payment took from the wallet, found by its key. */
  private async takenBy(buyerId: string, key: string): Promise<Taken | undefined> {
    const events = await this.store.readStream(ledgerStream(buyerId));
    const entry = events
      .map((e) => e.data as Entry)
      .find((d) => d.key === key && d.reason === 'wallet-payment');
    if (!entry) return undefined;
    const sum = (kind: string) =>
      entry.lines.filter((l) => l.account.kind === kind).reduce((n, l) => n + l.amount, 0);
    return { amount: sum('wallet'), fee: sum('platform-fees'), shipping: sum('shipping-payable') };
  }

  private giveBack(invoice: RaisedInvoice, payerId: string, taken: Taken, key: string) {
    return this.ledger.send(
      {
        type: 'RefundInvoice',
        buyerId: payerId,
        sellerId: invoice.sellerId,
        ...taken,
        note: `Returned - Invoice ${invoice.number}`,
      },
      systemActor,
      `${key}:refund`,
    );
  }
}
