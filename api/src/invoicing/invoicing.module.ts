import { CompaniesModule } from '../companies/companies.module.js';
import { Module } from '@nestjs/common';
import { ReadSideModule } from '../read-side/read-side.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { LedgerModule } from '../ledger/ledger.module.js';
import { LotsModule } from '../lots/lots.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { AddInvoiceNoteController } from './add-invoice-note/add-invoice-note.http.controller.js';
import { ChangeInvoiceStatusHandler } from './change-invoice-status/change-invoice-status.handler.js';
import { ChangeInvoiceStatusController } from './change-invoice-status/change-invoice-status.http.controller.js';
import { GetInvoiceController } from './get-invoice/get-invoice.http.controller.js';
import { GetSellerInvoiceController } from './get-seller-invoice/get-seller-invoice.http.controller.js';
import { InvoiceCommandBus, InvoiceNumbersBus } from './invoice-bus/invoice-command-buses.js';
import { InvoiceParties } from './invoice-parties.js';
import { InvoicePdfController } from './invoice-pdf/invoice-pdf.http.controller.js';
import { InvoiceReader } from './invoice.reader.js';
import { InvoicesQuery } from './list-invoices/invoices.query.js';
import { ListInvoicesController } from './list-invoices/list-invoices.http.controller.js';
import { ListPurchasesController } from './list-purchases/list-purchases.http.controller.js';
import { PurchasesQuery } from './list-purchases/purchases.query.js';
import { ListSellerInvoicesController } from './list-seller-invoices/list-seller-invoices.http.controller.js';
import { SellerInvoicesQuery } from './list-seller-invoices/seller-invoices.query.js';
import { ListTransactionsController } from './list-transactions/list-transactions.http.controller.js';
import { TransactionsQuery } from './list-transactions/transactions.query.js';
import { LotSoldInvoicer } from './process-managers/lot-sold-invoicer.process-manager.js';
import { CheckoutInvoiceRaiser } from './raise-invoice/checkout-invoice.raiser.js';
import { RaiseInvoiceHandler } from './raise-invoice/raise-invoice.handler.js';

/**
 * The invoices: raised once per sale (a close's winner, a checkout), numbered without gaps,
 * shown to their parties, listed, printed, noted, cancelled or refunded. The invoicer raises a
 * close's invoice, and finishes a checkout whose request died.
 */
@Module({
  imports: [
    LedgerModule,
    LotsModule,
    SettingsModule,
    IdentityModule,
    ReadSideModule,
    CompaniesModule,
  ],
  controllers: [
    GetInvoiceController,
    ListInvoicesController,
    ListTransactionsController,
    InvoicePdfController,
    ListPurchasesController,
    ListSellerInvoicesController,
    GetSellerInvoiceController,
    ChangeInvoiceStatusController,
    AddInvoiceNoteController,
  ],
  providers: [
    InvoiceCommandBus,
    InvoiceNumbersBus,
    InvoiceReader,
    InvoiceParties,
    InvoicesQuery,
    TransactionsQuery,
    PurchasesQuery,
    SellerInvoicesQuery,
    ChangeInvoiceStatusHandler,
    RaiseInvoiceHandler,
    CheckoutInvoiceRaiser,
    LotSoldInvoicer,
  ],
  // Checkout raises its invoice here; payments record what pays one; the demo seed raises some.
  exports: [
    InvoiceCommandBus,
    CheckoutInvoiceRaiser,
    RaiseInvoiceHandler,
    ChangeInvoiceStatusHandler,
  ],
})
export class InvoicingModule {}
