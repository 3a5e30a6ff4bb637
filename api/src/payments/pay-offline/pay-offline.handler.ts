import { ownValue } from '@facet/event-schemas';
import { Injectable } from '@nestjs/common';
import type { Actor } from '../../shared/domain/actor.js';
import { reject } from '../../shared/domain/domain-rejection.js';
import { assertMayActForBuyer } from '../../invoicing/domain/acting-for-buyer.rules.js';
import { paymentShares } from '../../invoicing/domain/invoice-charges.rules.js';
import { balanceDue, shippingOf } from '../../invoicing/domain/invoice.decider.js';
import { invoiceActionAnswer } from '../../invoicing/invoice-action.answer.js';
import { InvoiceCommandBus } from '../../invoicing/invoice-bus/invoice-command-buses.js';
import { LedgerCommandBus } from '../../ledger/ledger-bus/ledger-command-bus.js';

export interface TransferReceived {
  invoiceId: string;
  /** Cents; the balance due when not given. */
  amount: number | undefined;
  reference: string;
  note: string | undefined;
}

/** Paying an invoice by bank transfer: the buyer chooses it, an admin marks it received. */
@Injectable()
export class PayOfflineHandler {
  constructor(
    private readonly invoices: InvoiceCommandBus,
    private readonly ledger: LedgerCommandBus,
  ) {}

  /** The buyer will transfer the balance due: the invoice waits, 'awaiting offline payment'. */
  async choose(invoiceId: string, actor: Actor, commandId?: string) {
    const outcome = await this.invoices.send(
      invoiceId,
      { type: 'ChooseOfflinePayment' },
      actor,
      undefined,
      commandId,
    );
    return invoiceActionAnswer(outcome.state, 0);
  }

  /**
   * An admin or the invoice's seller (SFB-5) marks the transfer received: the invoice records the payment first (it refuses more
   * than the balance due, atomically on its stream), then the ledger records the money received
   * under the same key (fee: the premium's share). A retry with the same command id finds the
   * payment recorded, pays nothing again and completes the ledger entry if a crash had cut it off.
   */
  async markReceived(t: TransferReceived, admin: Actor, commandId: string) {
    const key = `${admin.id}:${commandId}`;
    const before = await this.invoices.load(t.invoiceId);
    const raised = before.raised ?? reject('invoice.not-found');
    assertMayActForBuyer(raised, admin); // I3, SFB-5
    const amount = ownValue(before.payments, key) ?? t.amount ?? balanceDue(before);
    const outcome = await this.invoices.send(
      t.invoiceId,
      {
        type: 'RecordInvoicePayment',
        key,
        method: 'offline',
        amount,
        reference: t.reference,
        sandbox: false,
      },
      admin,
      undefined,
      commandId,
    );
    await this.ledger.send(
      {
        type: 'ReceiveInvoicePayment',
        buyerId: raised.buyerId,
        sellerId: raised.sellerId,
        amount,
        ...paymentShares(raised, shippingOf(before), amount),
        note: t.note || `Bank transfer - Invoice ${raised.number}`,
      },
      admin,
      commandId,
    );
    return invoiceActionAnswer(outcome.state, amount);
  }
}
