import { Inject } from '@nestjs/common';
import { getSampleShippingQuotes } from '@facet/event-schemas';
import { reject } from '../../shared/domain/domain-rejection.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { asQuotes, quoteExpiry } from '../domain/shipping-quotes.rules.js';
import { quoteRecord } from '../quote.records.js';
import { SHIPPING_RATES, type ShippingRatesPort } from '../shipping-rates.port.js';

@CommandController()
export class GetSampleShippingQuotesController {
  constructor(
    @Inject(SHIPPING_RATES) private readonly rates: ShippingRatesPort,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * `shipping/getSampleQuoteRequest`: what a parcel of this weight and value would cost to ship
   * (the lot page's estimate). Nothing is recorded: a sample quote is never put on an invoice.
   */
  @CommandRoute(getSampleShippingQuotes)
  async sample(@Call() { body }: Call<typeof getSampleShippingQuotes>) {
    const parcel = { weight: body.weight ?? 0, declaredValue: body.value, country: body.country };
    const priced = await this.rates.price(parcel);
    if (priced.length === 0) reject('shipping.no-service');
    const expiresAt = quoteExpiry(this.clock.now().toISOString());
    const quotes = asQuotes('sample', priced);
    return success(
      'Sample shipping quotes',
      quotes.map((q) => quoteRecord(q, expiresAt, this.rates.provider)),
    );
  }
}
