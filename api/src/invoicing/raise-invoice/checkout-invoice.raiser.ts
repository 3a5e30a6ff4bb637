import { ownValue } from '@facet/event-schemas';
import { Inject, Injectable } from '@nestjs/common';
import { BuyerParties } from '../../companies/buyer-parties.reader.js';
import type { EventData, InvoiceRaised } from '@facet/event-schemas';
import { buyNowTotal, invoicedCertificate, type LotState } from '../../lots/domain/index.js';
import { invoiceRatesFrom } from '../../settings/domain/index.js';
import { SettingsCommandBus } from '../../settings/settings-bus/settings-command-bus.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { divideHalfUp } from '../../shared/money/index.js';
import { commissionOf, invoiceCharges } from '../domain/invoice-charges.rules.js';
import type { RaisedInvoice } from '../domain/invoice.decider.js';
import { InvoiceCommandBus, InvoiceNumbersBus } from '../invoice-bus/invoice-command-buses.js';
import { numberInvoice, raiseOnce } from './raise-steps.js';

type InvoiceItem = EventData<typeof InvoiceRaised>['items'][number];

/**
 * One invoice line per hold the lot checked out, priced as the lot priced the sale: bprice, or
 * the agreed price of an accepted make-offer's hold.
 */
export function invoiceItemOf(lot: LotState, qty: number, holdId?: string): InvoiceItem {
  const d = lot.details;
  const price = (holdId === undefined ? undefined : ownValue(lot.offerSales, holdId)) ?? d.bprice;
  return {
    lotId: lot.lotId,
    title: d.title,
    qty,
    pricing: d.pricing,
    unitPrice: price,
    // A part of a per-carat parcel weighs its share of the parcel.
    weight: qty === d.qty ? d.weight : divideHalfUp(d.weight * qty, d.qty),
    total: buyNowTotal(d, qty, price),
    ...invoicedCertificate(d),
  };
}

/** A hold a lot sold to a checkout's invoice: the lot after the sale and the units sold. */
export interface SoldHold {
  lot: LotState;
  qty: number;
  holdId?: string;
}

/**
 * A checkout's last step: number the invoice, then raise it from what the lots sold to it. Both
 * steps are keyed by the invoice id (the number names its invoice, the raise is keyed
 * `raise-<invoiceId>`), so the live checkout, its retry and the finisher that raises a checkout
 * whose request died all raise the same invoice once.
 */
@Injectable()
export class CheckoutInvoiceRaiser {
  constructor(
    private readonly invoices: InvoiceCommandBus,
    private readonly numbers: InvoiceNumbersBus,
    private readonly settings: SettingsCommandBus,
    private readonly parties: BuyerParties,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async raise(
    invoiceId: string,
    buyerId: string,
    sold: readonly SoldHold[],
    /** Who checked out for the buyer (a seller or an admin); absent when the buyer did. */
    raisedBy?: string,
  ): Promise<RaisedInvoice> {
    const first = sold[0];
    if (!first) throw new Error(`Invoice ${invoiceId} has nothing sold to it`);
    const items = sold.map((s) => invoiceItemOf(s.lot, s.qty, s.holdId));
    const at = this.clock.now();
    const number = await numberInvoice(this.numbers, invoiceId, at);
    const subtotal = items.reduce((sum, i) => sum + i.total, 0);
    const sellerId = first.lot.sellerId;
    const rates = invoiceRatesFrom(await this.settings.current(), sellerId);
    const charges = invoiceCharges(subtotal, rates);
    // Issue 30: a representative's checkout is billed to their company, as a lot they win is.
    const billTo = await this.parties.billToOf(buyerId);
    const command = {
      type: 'RaiseInvoice',
      invoiceId,
      number,
      buyerId,
      sellerId,
      items,
      ...charges,
      commission: commissionOf(subtotal, rates.commissionBp),
      depositApplied: 0,
      source: 'checkout',
      ...(raisedBy ? { raisedBy } : {}),
      ...(billTo ? { billTo } : {}),
      at: at.toISOString(),
    } as const;
    return raiseOnce(this.invoices, command, at);
  }
}
