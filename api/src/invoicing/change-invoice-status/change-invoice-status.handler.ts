import { Injectable } from '@nestjs/common';
import { type Actor, systemActor } from '../../shared/domain/actor.js';
import { reject } from '../../shared/domain/domain-rejection.js';
import { refundLeft } from '../domain/invoice-refund.rules.js';
import type { InvoiceState } from '../domain/invoice.decider.js';
import { InvoiceCommandBus } from '../invoice-bus/invoice-command-buses.js';
import { LedgerCommandBus } from '../../ledger/ledger-bus/ledger-command-bus.js';

export interface StatusChange {
  invoiceId: string;
  status: 'cancelled' | 'refunded';
  note: string;
  /** Cents of the online payments already given back to the card, and their fee: the wallet gets the rest. */
  refundedToCard?: { amount: number; fee: number; shipping?: number };
}

/**
 * `seller/invoice/changeStatus`: the invoice's seller or an admin cancels an unpaid invoice or
 * refunds a paid one (I4). A refund gives what is left of what was paid (deposit applied
 * included, less what returns already gave back: I6) back to the buyer's wallet and reverses the
 * house's fee still kept, in one ledger entry keyed by the invoice: however often the refund is
 * asked for, the money moves once.
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
      const left = refundLeft(raised, state);
      const paid = left.amount - card.amount;
      if (paid <= 0 && card.amount === 0)
        reject(
          state.partlyRefunded.amount > 0
            ? 'invoice.nothing-left-to-refund'
            : 'invoice.nothing-to-refund',
        );
      // The house gives the money back on the seller's (or admin's) word: a system entry.
      if (paid > 0)
        await this.ledger.send(
          {
            type: 'RefundInvoice',
            buyerId: raised.buyerId,
            sellerId: raised.sellerId,
            amount: paid,
            fee: left.fee - card.fee,
            shipping: left.shipping - (card.shipping ?? 0),
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
