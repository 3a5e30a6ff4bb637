import { Injectable } from '@nestjs/common';
import { type EventData, type LotSold, ownValue } from '@facet/event-schemas';
import { BuyerParties } from '../../companies/buyer-parties.reader.js';
import { LotCommandBus } from '../../lots/lot-bus/lot-command-bus.js';
import { invoicedCertificate } from '../../lots/domain/index.js';
import { invoiceRatesFrom } from '../../settings/domain/index.js';
import { SettingsCommandBus } from '../../settings/settings-bus/settings-command-bus.js';
import { systemActor } from '../../shared/domain/actor.js';
import { commissionOf, invoiceCharges } from '../domain/invoice-charges.rules.js';
import { invoiceTotal, type RaisedInvoice } from '../domain/invoice.decider.js';
import { InvoiceCommandBus, InvoiceNumbersBus } from '../invoice-bus/invoice-command-buses.js';
import { LedgerCommandBus } from '../../ledger/ledger-bus/ledger-command-bus.js';
import { depositHeldFor } from '../../ledger/domain/index.js';
import { numberInvoice, raiseOnce } from './raise-steps.js';

export type LotSale = EventData<typeof LotSold>;

/**
 * Raises the winner's invoice for a lot sold at its close: number, then invoice, then the deposit
 * applied. The invoice id is the lot's `common_invoice` and every step is idempotent by it (the
 * number names its invoice, the invoice stream is raised once, the ledger entry's key derives from
 * it), so running this again for the same sale, after a crash at any step, finishes the same
 * invoice and never raises a second one.
 */
@Injectable()
export class RaiseInvoiceHandler {
  constructor(
    private readonly invoices: InvoiceCommandBus,
    private readonly numbers: InvoiceNumbersBus,
    private readonly ledger: LedgerCommandBus,
    private readonly lots: LotCommandBus,
    private readonly settings: SettingsCommandBus,
    private readonly parties: BuyerParties,
  ) {}

  async raise(sale: LotSale): Promise<RaisedInvoice> {
    const invoiceId = sale.common_invoice;
    const at = new Date(sale.at);
    const invoice =
      (await this.invoices.load(invoiceId)).raised ?? (await this.raiseNew(sale, invoiceId, at));
    if (invoice.depositApplied > 0) {
      await this.ledger.send(
        {
          type: 'ApplyDeposit',
          buyerId: invoice.buyerId,
          lotId: sale.lotId,
          sellerId: invoice.sellerId,
          amount: invoice.depositApplied,
          note: `Deposit applied - Invoice ${invoice.number}`,
        },
        systemActor,
        `apply-deposit-${invoiceId}`,
      );
    }
    return invoice;
  }

  private async raiseNew(sale: LotSale, invoiceId: string, at: Date): Promise<RaisedInvoice> {
    const number = await numberInvoice(this.numbers, invoiceId, at);
    const lot = await this.lots.load(sale.lotId);
    const d = lot.details;
    const items = [
      {
        lotId: sale.lotId,
        title: d.title,
        qty: sale.qty,
        pricing: d.pricing,
        unitPrice: sale.amount,
        weight: d.weight,
        // The lot computed the price once, with the bidding rules' rounding: never again here.
        total: sale.total,
        ...invoicedCertificate(d),
      },
    ];
    // The rates of the day are captured as amounts in the event: a replay never recomputes them.
    const rates = invoiceRatesFrom(await this.settings.current(), lot.sellerId);
    const { buyersPremium, tax } = invoiceCharges(sale.total, rates);
    const held = depositHeldFor(await this.ledger.load(sale.buyerId), sale.lotId);
    const depositApplied = Math.min(held, invoiceTotal({ items, buyersPremium, tax }));
    // Issue 30: a parcel won by an encrypted tender is billed to the party it was tendered for
    // (ET6), as the award counted it; any other lot won by a representative to their company as
    // it stands now.
    const tendered = ownValue(lot.tenders, sale.buyerId);
    const billTo = tendered
      ? await this.parties.billToOfParty(tendered.partyId)
      : await this.parties.billToOf(sale.buyerId);
    const command = {
      type: 'RaiseInvoice',
      invoiceId,
      number,
      buyerId: sale.buyerId,
      sellerId: lot.sellerId,
      items,
      buyersPremium,
      tax,
      commission: commissionOf(sale.total, rates.commissionBp),
      depositApplied,
      source: 'close',
      at: sale.at,
      ...(billTo ? { billTo } : {}),
    } as const;
    return raiseOnce(this.invoices, command, at);
  }
}
