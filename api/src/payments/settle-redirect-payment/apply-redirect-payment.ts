import { hasOwnKey } from '@facet/event-schemas';
import { Injectable } from '@nestjs/common';
import { paymentShares } from '../../invoicing/domain/invoice-charges.rules.js';
import { shippingOf } from '../../invoicing/domain/invoice.decider.js';
import { InvoiceCommandBus } from '../../invoicing/invoice-bus/invoice-command-buses.js';
import { LedgerCommandBus } from '../../ledger/ledger-bus/ledger-command-bus.js';
import { systemActor } from '../../shared/domain/actor.js';
import { DomainRejection } from '../../shared/domain/domain-rejection.js';
import type { RedirectPayment } from '../domain/redirect-payment.decider.js';

/**
 * What a paid redirect payment pays, recorded under keys derived from the payment id: the invoice
 * records the payment and the ledger the money received, each once however often the answer
 * comes back. An invoice that can no longer take it (paid from the wallet meanwhile, cancelled)
 * leaves the money on the payer's wallet instead: the gateway took it, so it is never lost.
 */
@Injectable()
export class ApplyRedirectPayment {
  constructor(
    private readonly invoices: InvoiceCommandBus,
    private readonly ledger: LedgerCommandBus,
  ) {}

  /** True when the money went to the wallet instead of the invoice. */
  async toInvoice(payment: RedirectPayment): Promise<boolean> {
    const key = `redirect:${payment.paymentId}`;
    const state = await this.invoices.load(payment.subjectId);
    const invoice = state.raised;
    if (invoice && !hasOwnKey(state.payments, key)) {
      const recorded = await this.invoices
        .send(
          payment.subjectId,
          {
            type: 'RecordInvoicePayment',
            key,
            method: 'online',
            amount: payment.amount,
            reference: payment.gatewayReference ?? payment.paymentId,
            sandbox: payment.sandbox,
          },
          systemActor,
        )
        .then(
          () => true,
          (e: unknown) => {
            if (e instanceof DomainRejection) return false;
            throw e;
          },
        );
      if (!recorded) return this.toWallet(payment, key);
    }
    if (!invoice) return this.toWallet(payment, key);
    await this.ledger.send(
      {
        type: 'ReceiveInvoicePayment',
        buyerId: invoice.buyerId,
        sellerId: invoice.sellerId,
        amount: payment.amount,
        ...paymentShares(invoice, shippingOf(state), payment.amount),
        note: `Invoice ${invoice.number} paid online (${payment.provider})`,
      },
      systemActor,
      key,
    );
    return false;
  }

  private async toWallet(payment: RedirectPayment, key: string): Promise<true> {
    await this.ledger.send(
      {
        type: 'RecordMoneyReceived',
        buyerId: payment.payerId,
        amount: payment.amount,
        note: `${payment.note} could not take this payment (${payment.provider}): credited`.slice(
          0,
          300,
        ),
      },
      systemActor,
      `${key}:wallet`,
    );
    return true;
  }
}
