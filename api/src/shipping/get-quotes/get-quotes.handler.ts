import { Inject, Injectable } from '@nestjs/common';
import { type ShippingQuoteList, shippingQuotesStream } from '@facet/event-schemas';
import type { Actor } from '../../shared/domain/actor.js';
import { reject } from '../../shared/domain/domain-rejection.js';
import { CommandBuses } from '../../shared/event-sourcing/command-buses.js';
import { newId } from '../../shared/ids/ids.js';
import { InvoiceCommandBus } from '../../invoicing/invoice-bus/invoice-command-buses.js';
import { actsAsBuyer } from '../../shared/domain/buyer-side.rules.js';
import { countryCodeOf } from '../domain/country-code.rules.js';
import { asQuotes, quoteExpiry } from '../domain/shipping-quotes.rules.js';
import { quoteRecord } from '../quote.records.js';
import { SHIPPING_RATES, type ShippingRatesPort } from '../shipping-rates.port.js';
import { CheckoutAddressReader } from './checkout-address.reader.js';

/**
 * `shipping/getQuoteRequest`: the invoice's parcel (its lots' weight, their value declared and
 * insured) priced to the buyer's checkout address. The quotes given are recorded on the invoice's
 * quotes stream, so a confirm puts on the invoice exactly what was quoted, however the table
 * changes meanwhile, and an auditor sees every price offered.
 */
@Injectable()
export class GetShippingQuotesHandler {
  constructor(
    private readonly invoices: InvoiceCommandBus,
    private readonly addresses: CheckoutAddressReader,
    private readonly buses: CommandBuses,
    @Inject(SHIPPING_RATES) private readonly rates: ShippingRatesPort,
  ) {}

  async execute(invoiceId: string, actor: Actor): Promise<ShippingQuoteList> {
    const state = await this.invoices.latest(invoiceId);
    const invoice = state.raised ?? reject('invoice.not-found');
    // I1: the invoice's buyer or a representative of the company billed (issue 30), or an admin.
    const company = await this.invoices.companyActingFor(actor);
    if (actor.role !== 'admin' && !actsAsBuyer(invoice, actor, company))
      reject('invoice.forbidden');
    if (state.closed) reject('invoice.closed', { status: state.closed });
    // Where the invoice ships once an address is set on it (by whichever representative), else
    // its buyer's checkout address.
    const address = state.shipTo?.address ?? (await this.addresses.of(invoice.buyerId));
    const country = (address && countryCodeOf(address.country)) ?? reject('shipping.no-address');
    const weight = invoice.items.reduce((n, i) => n + i.weight, 0);
    const declaredValue = invoice.items.reduce((n, i) => n + i.total, 0);
    const priced = await this.rates.price({ weight, declaredValue, country });
    if (priced.length === 0) reject('shipping.no-service');
    const batch = newId();
    const at = this.buses.clock.now().toISOString();
    const quotes = asQuotes(batch, priced);
    const expiresAt = quoteExpiry(at);
    const data = {
      ...{ invoiceId, buyerId: invoice.buyerId, country, weight, declaredValue, quotes },
      ...{ provider: this.rates.provider, at, expiresAt },
    };
    await this.buses.recordOne(
      shippingQuotesStream(invoiceId),
      { type: 'ShippingQuotesGiven', data },
      { id: batch, at, userId: actor.id, expected: 'any' },
    );
    return quotes.map((q) => quoteRecord(q, expiresAt, this.rates.provider));
  }
}
