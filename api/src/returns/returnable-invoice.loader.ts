import { ownValue } from '@facet/event-schemas';
import { Injectable } from '@nestjs/common';
import { reject } from '../shared/domain/domain-rejection.js';
import { feesKept } from '../invoicing/domain/invoice-refund.rules.js';
import { balanceDue, invoicePaid } from '../invoicing/domain/invoice.decider.js';
import { InvoiceCommandBus } from '../invoicing/invoice-bus/invoice-command-buses.js';
import { InvoiceReader } from '../invoicing/invoice.reader.js';
import type { ReturnableInvoice } from './domain/return-amounts.rules.js';

/**
 * The invoice as a return decides on it: lines, charges and card payments from the invoice's own
 * stream (never a lagging read model for money); when it was paid from its read model (the
 * stream's events carry no instant in the state), the raise's instant when nothing was paid after.
 */
@Injectable()
export class ReturnableInvoiceLoader {
  constructor(
    private readonly invoices: InvoiceCommandBus,
    private readonly reader: InvoiceReader,
  ) {}

  async load(invoiceId: string): Promise<ReturnableInvoice> {
    const state = await this.invoices.load(invoiceId);
    const raised = state.raised ?? reject('invoice.not-found');
    const paid = invoicePaid(state) > 0 && balanceDue(state) === 0;
    const doc = paid ? await this.reader.invoice(invoiceId) : undefined;
    const lastPayment = doc?.payments.at(-1)?.at;
    return {
      invoiceId,
      number: raised.number,
      buyerId: raised.buyerId,
      sellerId: raised.sellerId,
      ...(raised.billTo ? { billTo: { companyId: raised.billTo.companyId } } : {}),
      items: raised.items.map((i) => ({ lotId: i.lotId, title: i.title, total: i.total })),
      buyersPremium: raised.buyersPremium,
      tax: raised.tax,
      // What the house kept on the invoice's payments (the deposit applied carried none; the
      // shipping line is the carrier's, not the house's fee).
      houseFee: feesKept(raised, state),
      paidAt: paid ? (lastPayment ?? raised.at) : null,
      closed: state.closed,
      cardPayments: Object.entries(state.online).map(([paymentKey, reference]) => ({
        paymentKey,
        reference,
        amount: ownValue(state.payments, paymentKey) ?? 0,
      })),
    };
  }
}
