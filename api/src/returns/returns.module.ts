import { CompaniesModule } from '../companies/companies.module.js';
import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module.js';
import { InvoiceReader } from '../invoicing/invoice.reader.js';
import { InvoicingModule } from '../invoicing/invoicing.module.js';
import { LedgerModule } from '../ledger/ledger.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { ReadSideModule } from '../read-side/read-side.module.js';
import { DecideReturnHandler } from './decide-return/decide-return.handler.js';
import { DecideReturnController } from './decide-return/decide-return.http.controller.js';
import { GetReturnInvoiceController } from './get-return-invoice/get-return-invoice.http.controller.js';
import {
  ListReturnsController,
  ListSellerReturnsController,
} from './list-returns/list-returns.http.controller.js';
import { ReturnsQuery } from './list-returns/returns.query.js';
import { ReturnMails } from './refund-return/return-mails.js';
import { ReturnRefundSaga } from './refund-return/return-refund.saga.js';
import { ReturnRefunder } from './refund-return/return-refunder.process-manager.js';
import { RequestReturnHandler } from './request-return/request-return.handler.js';
import { RequestReturnController } from './request-return/request-return.http.controller.js';
import { RETURN_WINDOW_DAYS, returnWindowDays } from './return-window.js';
import { ReturnReader } from './return.reader.js';
import { ReturnableInvoiceLoader } from './returnable-invoice.loader.js';
import { ReturnNumbersBus, ReturnsCommandBus } from './returns-bus/return-command-buses.js';

/**
 * Returns after the sale: a buyer asks to return lines of a paid invoice within the window, an
 * admin or the lot's seller accepts or refuses; an accepted return raises a return invoice (its
 * own number series) and refunds through the ledger, to the card through the payments port first.
 */
@Module({
  imports: [
    LedgerModule,
    InvoicingModule,
    PaymentsModule,
    IdentityModule,
    ReadSideModule,
    CompaniesModule,
  ],
  controllers: [
    RequestReturnController,
    ListReturnsController,
    ListSellerReturnsController,
    GetReturnInvoiceController,
    DecideReturnController,
  ],
  providers: [
    ReturnsCommandBus,
    ReturnNumbersBus,
    ReturnReader,
    InvoiceReader,
    ReturnableInvoiceLoader,
    ReturnsQuery,
    RequestReturnHandler,
    DecideReturnHandler,
    ReturnRefundSaga,
    ReturnMails,
    ReturnRefunder,
    { provide: RETURN_WINDOW_DAYS, useFactory: () => returnWindowDays() },
  ],
})
export class ReturnsModule {}
