import { Logger, Module } from '@nestjs/common';
import { InvoicingModule } from '../invoicing/invoicing.module.js';
import { ConfirmShippingQuoteHandler } from './confirm-quote/confirm-quote.handler.js';
import { ConfirmShippingQuoteController } from './confirm-quote/confirm-quote.http.controller.js';
import { GetShippingQuotesController } from './get-quotes/get-quotes.http.controller.js';
import { GetShippingQuotesHandler } from './get-quotes/get-quotes.handler.js';
import { CheckoutAddressReader } from './get-quotes/checkout-address.reader.js';
import { GetShippingRatesController } from './get-rates/get-rates.http.controller.js';
import { GetSampleShippingQuotesController } from './get-sample-quotes/get-sample-quotes.http.controller.js';
import { ShippingRatesBus } from './rates-bus/shipping-rates-bus.js';
import { RateTableShippingRates } from './rate-table/rate-table.adapter.js';
import { SaveShippingRatesController } from './save-rates/save-rates.http.controller.js';
import { SHIPPING_RATES } from './shipping-rates.port.js';

/**
 * Shipping quotes: the rates port (the house's rate table by default, edited by admins), quotes
 * for an invoice's parcel or a sample one, and the chosen quote put on the invoice.
 */
@Module({
  imports: [InvoicingModule],
  controllers: [
    GetShippingQuotesController,
    GetSampleShippingQuotesController,
    ConfirmShippingQuoteController,
    GetShippingRatesController,
    SaveShippingRatesController,
  ],
  providers: [
    ShippingRatesBus,
    CheckoutAddressReader,
    GetShippingQuotesHandler,
    ConfirmShippingQuoteHandler,
    RateTableShippingRates,
    {
      provide: SHIPPING_RATES,
      inject: [RateTableShippingRates],
      useFactory: (table: RateTableShippingRates) => {
        // No carrier API is wired: say so where operators look.
        new Logger('Shipping').warn('Shipping rates: RATE TABLE (house rates, no carrier API)');
        return table;
      },
    },
  ],
})
export class ShippingModule {}
