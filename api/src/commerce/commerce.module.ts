import { Logger, Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { LotsModule } from '../lots/lots.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { CheckoutForUserController } from './act-for-user/checkout-for-user.http.controller.js';
import { PayWalletForUserController } from './act-for-user/pay-wallet-for-user.http.controller.js';
import { AddCreditController } from './add-credit/add-credit.http.controller.js';
import { AddToCartController } from './add-to-cart/add-to-cart.http.controller.js';
import { AddToCartHandler } from './add-to-cart/add-to-cart.handler.js';
import { CartCommandBus } from './cart-bus/cart-command-bus.js';
import { CheckoutController } from './checkout/checkout.http.controller.js';
import { CheckoutHandler } from './checkout/checkout.handler.js';
import { CheckoutInvoiceRaiser } from './checkout/checkout-invoice.raiser.js';
import { CartSearchController } from './cart-search/cart-search.http.controller.js';
import { CartReader } from './cart-search/cart.reader.js';
import { CreditHistoryController } from './credit-history/credit-history.http.controller.js';
import { WalletReader } from './credit-history/wallet.reader.js';
import { DepositSearchController } from './deposit-search/deposit-search.http.controller.js';
import { DepositReader } from './deposit-search/deposit.reader.js';
import { InvoiceCommandBus, InvoiceNumbersBus } from './invoice-bus/invoice-command-buses.js';
import { InvoiceSearchController } from './invoice-search/invoice-search.http.controller.js';
import { InvoiceReader } from './invoice-search/invoice.reader.js';
import { LedgerCommandBus } from './ledger-bus/ledger-command-bus.js';
import { InvoiceToPayLoader } from './pay-invoice/invoice-to-pay.js';
import { OnlineInvoicePaymentHandler } from './pay-invoice/online-invoice-payment.handler.js';
import { PayInvoiceController } from './pay-invoice/pay-invoice.http.controller.js';
import { WalletInvoicePaymentHandler } from './pay-invoice/wallet-invoice-payment.handler.js';
import { PayBidDepositController } from './pay-bid-deposit/pay-bid-deposit.http.controller.js';
import { PayBidDepositHandler } from './pay-bid-deposit/pay-bid-deposit.handler.js';
import { WalletDepositHandler } from './pay-bid-deposit/wallet-deposit.handler.js';
import { PAYMENT_GATEWAY } from './payments/payment-gateway.port.js';
import { SandboxPaymentGateway } from './payments/sandbox-payment.gateway.js';
import { LotSoldInvoicer } from './raise-invoice/lot-sold.invoicer.js';
import { RaiseInvoiceHandler } from './raise-invoice/raise-invoice.handler.js';
import { LotClosedDepositReleaser } from './release-deposits/lot-closed.deposit-releaser.js';
import { ReleaseDepositHandler } from './release-deposits/release-deposit.handler.js';
import { RemoveCartItemController } from './remove-cart-item/remove-cart-item.http.controller.js';
import { LedgerAuditController } from './ledger-audit/ledger-audit.http.controller.js';
import { RecentHolds } from './add-to-cart/recent-holds.js';
import { SaveCartAddressController } from './save-cart-address/save-cart-address.http.controller.js';
import { UpdateCheckoutController } from './update-checkout/update-checkout.http.controller.js';
import { AllTransactionsController } from './all-transactions/all-transactions.http.controller.js';
import { ChangeInvoiceStatusHandler } from './change-invoice-status/change-invoice-status.handler.js';
import { ChangeInvoiceStatusController } from './change-invoice-status/change-invoice-status.http.controller.js';
import { PayOfflineHandler } from './pay-offline/pay-offline.handler.js';
import {
  MarkOfflinePaidController,
  PayOfflineController,
} from './pay-offline/pay-offline.http.controller.js';
import { InvoicePdfController } from './invoice-pdf/invoice-pdf.http.controller.js';
import { PurchasesController } from './purchases/purchases.http.controller.js';
import { InvoiceParties } from './seller-invoices/invoice-parties.js';
import { UpdateInvoiceController } from './update-invoice/update-invoice.http.controller.js';
import { SellerInvoicesController } from './seller-invoices/seller-invoices.http.controller.js';

/** Money the buyer pays: the ledger, the wallet, bid deposits, the buy-now cart and the winner's invoice; checkout later. */
@Module({
  imports: [LotsModule, IdentityModule, CatalogModule, SettingsModule],
  controllers: [
    PayBidDepositController,
    CreditHistoryController,
    AddCreditController,
    AddToCartController,
    CartSearchController,
    RemoveCartItemController,
    SaveCartAddressController,
    InvoiceSearchController,
    LedgerAuditController,
    CheckoutController,
    UpdateCheckoutController,
    PayInvoiceController,
    // Offline payment, the seller's and admin's invoice actions, transactions.
    PayOfflineController,
    MarkOfflinePaidController,
    SellerInvoicesController,
    ChangeInvoiceStatusController,
    AllTransactionsController,
    InvoicePdfController,
    PurchasesController,
    UpdateInvoiceController,
    DepositSearchController,
    // An admin acting for a user: their checkout, their wallet paying their invoice.
    CheckoutForUserController,
    PayWalletForUserController,
  ],
  providers: [
    LedgerCommandBus,
    WalletReader,
    PayBidDepositHandler,
    WalletDepositHandler,
    AddToCartHandler,
    RecentHolds,
    CartCommandBus,
    CartReader,
    InvoiceCommandBus,
    InvoiceNumbersBus,
    RaiseInvoiceHandler,
    LotSoldInvoicer,
    InvoiceReader,
    CheckoutHandler,
    CheckoutInvoiceRaiser,
    InvoiceToPayLoader,
    WalletInvoicePaymentHandler,
    OnlineInvoicePaymentHandler,
    PayOfflineHandler,
    ChangeInvoiceStatusHandler,
    InvoiceParties,
    ReleaseDepositHandler,
    LotClosedDepositReleaser,
    DepositReader,
    {
      // Only the sandbox exists so far; a real gateway's adapter is chosen here by env.
      provide: PAYMENT_GATEWAY,
      useFactory: () => {
        new Logger('Payments').warn(
          'Payments: SANDBOX (online payments approved without moving money)',
        );
        return new SandboxPaymentGateway();
      },
    },
  ],
  // The demo seed writes the demo's money through these, as requests would.
  exports: [
    LedgerCommandBus,
    RaiseInvoiceHandler,
    WalletInvoicePaymentHandler,
    PayOfflineHandler,
    AddToCartHandler,
  ],
})
export class CommerceModule {}
