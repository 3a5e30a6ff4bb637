import { Injectable } from '@nestjs/common';
import { type Actor, systemActor } from '../../shared/domain/actor.js';
import { reject } from '../../shared/domain/domain-rejection.js';
import { paymentShares } from '../domain/invoice-charges.rules.js';
import {
  invoicePaid,
  type InvoiceState,
  type RaisedInvoice,
  shippingOf,
} from '../domain/invoice.decider.js';
import { InvoiceCommandBus } from '../invoice-bus/invoice-command-buses.js';
import { LedgerCommandBus } from '../../ledger/ledger-bus/ledger-command-bus.js';

export interface StatusChange {
  invoiceId: string;
  status: 'cancelled' | 'refunded';
  note: string;
  /** Cents of the online payments already given back to the card, and their fee: the wallet gets the rest. */
  refundedToCard?: { amount: number; fee: number; shipping?: number };
}

/** The fee the house kept and the shipping collected on the invoice's payments (C3 to C5). */
const sharesKept = (raised: RaisedInvoice, state: InvoiceState) =>
  Object.values(state.payments).reduce(
    (sum, a) => {
      const share = paymentShares(raised, shippingOf(state), a);
      return { fee: sum.fee + share.fee, shipping: sum.shipping + share.shipping };
    },
    { fee: 0, shipping: 0 },
  );

/**
 * `seller/invoice/changeStatus`: the invoice's seller or an admin cancels an unpaid invoice or
 * refunds a paid one (I4). A refund gives everything paid (deposit applied included) back to the
 * buyer's wallet and reverses the house's fee, in one ledger entry keyed by the invoice: however
 * often the refund is asked for, the money moves once.
 */
@Injectable()
export class ChangeInvoiceStatusHandler {
  constructor(
    private readonly invoices: InvoiceCommandBus,
    private readonly ledger: LedgerCommandBus,
  ) {}

  async change(c: StatusChange, actor: Actor, commandId?: string): Promise<InvoiceState> {
    const state = await this.invoices.load(c.invoiceId);
    const raised = state.raised ?? reject('invoice.not-found');
    // I1 before any money moves: the decider checks it again for the status change.
    if (actor.role !== 'admin' && actor.id !== raised.sellerId) reject('invoice.forbidden');
    if (c.status === 'refunded' && !state.closed) {
      const card = c.refundedToCard ?? { amount: 0, fee: 0 };
      const kept = sharesKept(raised, state);
      const paid = invoicePaid(state) - card.amount;
      if (paid === 0 && card.amount === 0) reject('invoice.nothing-to-refund');
      // The house gives the money back on the seller's (or admin's) word: a system entry.
      if (paid > 0)
        await this.ledger.send(
          {
            type: 'RefundInvoice',
            buyerId: raised.buyerId,
            sellerId: raised.sellerId,
            amount: paid,
            fee: kept.fee - card.fee,
            shipping: kept.shipping - (card.shipping ?? 0),
            note: `Refund - Invoice ${raised.number}${c.note ? `: ${c.note}` : ''}`.slice(0, 300),
          },
          systemActor,
          `refund-${c.invoiceId}`,
        );
    }
    const outcome = await this.invoices.send(
      c.invoiceId,
      { type: 'ChangeInvoiceStatus', status: c.status, note: c.note },
      actor,
      undefined,
      commandId,
    );
    return outcome.state;
  }
}
