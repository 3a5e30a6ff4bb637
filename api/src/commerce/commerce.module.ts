import { Logger, Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { LotsModule } from '../lots/lots.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { CheckoutForUserController } from './checkout/checkout-for-user.http.controller.js';
import { PayWalletForUserController } from './pay-invoice/pay-wallet-for-user.http.controller.js';
import { AddCreditController } from './add-credit/add-credit.http.controller.js';
import { AddToCartController } from './add-to-cart/add-to-cart.http.controller.js';
import { AddToCartHandler } from './add-to-cart/add-to-cart.handler.js';
import { CartCommandBus } from './cart-bus/cart-command-bus.js';
import { CheckoutController } from './checkout/checkout.http.controller.js';
import { CheckoutHandler } from './checkout/checkout.handler.js';
import { CheckoutInvoiceRaiser } from './checkout/checkout-invoice.raiser.js';
import { SearchCartController } from './search-cart/search-cart.http.controller.js';
import { CartQuery } from './search-cart/cart.query.js';
import { CartReader } from './search-cart/cart.reader.js';
import { RefreshCartController } from './refresh-cart/refresh-cart.http.controller.js';
import { RefreshCartHandler } from './refresh-cart/refresh-cart.handler.js';
import { RemoveCartItemHandler } from './remove-cart-item/remove-cart-item.handler.js';
import { CreditHistoryController } from './credit-history/credit-history.http.controller.js';
import { CreditHistoryQuery } from './credit-history/credit-history.query.js';
import { WalletReader } from './credit-history/wallet.reader.js';
import { GetDepositController } from './get-deposit/get-deposit.http.controller.js';
import { ListDepositsController } from './list-deposits/list-deposits.http.controller.js';
import { DepositsQuery } from './list-deposits/deposits.query.js';
import { DepositReader } from './list-deposits/deposit.reader.js';
import { InvoiceCommandBus, InvoiceNumbersBus } from './invoice-bus/invoice-command-buses.js';
import { GetInvoiceController } from './get-invoice/get-invoice.http.controller.js';
import { ListInvoicesController } from './list-invoices/list-invoices.http.controller.js';
import { InvoicesQuery } from './list-invoices/invoices.query.js';
import { InvoiceReader } from './list-invoices/invoice.reader.js';
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
import { TrialBalanceController } from './ledger-audit/trial-balance.http.controller.js';
import { TrialBalanceQuery } from './ledger-audit/trial-balance.query.js';
import { RecentHolds } from './add-to-cart/recent-holds.js';
import { SaveCartAddressController } from './save-cart-address/save-cart-address.http.controller.js';
import { UpdateCheckoutController } from './update-checkout/update-checkout.http.controller.js';
import { AllTransactionsController } from './all-transactions/all-transactions.http.controller.js';
import { TransactionsQuery } from './all-transactions/transactions.query.js';
import { ChangeInvoiceStatusHandler } from './change-invoice-status/change-invoice-status.handler.js';
import { ChangeInvoiceStatusController } from './change-invoice-status/change-invoice-status.http.controller.js';
import { PayOfflineHandler } from './pay-offline/pay-offline.handler.js';
import { ChooseOfflinePaymentController } from './pay-offline/choose-offline-payment.http.controller.js';
import { MarkTransferReceivedController } from './pay-offline/mark-transfer-received.http.controller.js';
import { InvoicePdfController } from './invoice-pdf/invoice-pdf.http.controller.js';
import { PurchasesController } from './purchases/purchases.http.controller.js';
import { PurchasesQuery } from './purchases/purchases.query.js';
import { InvoiceParties } from './seller-invoices/invoice-parties.js';
import { UpdateInvoiceController } from './update-invoice/update-invoice.http.controller.js';
import { SellerInvoicesController } from './seller-invoices/seller-invoices.http.controller.js';
import { SellerInvoiceController } from './seller-invoices/seller-invoice.http.controller.js';
import { SellerInvoicesQuery } from './seller-invoices/seller-invoices.query.js';

/** Money the buyer pays: the ledger, the wallet, bid deposits, the buy-now cart and the winner's invoice; checkout later. */
@Module({
  imports: [LotsModule, IdentityModule, CatalogModule, SettingsModule],
  controllers: [
    PayBidDepositController,
    CreditHistoryController,
    AddCreditController,
    AddToCartController,
    SearchCartController,
    RefreshCartController,
    RemoveCartItemController,
    SaveCartAddressController,
    GetInvoiceController,
    ListInvoicesController,
    TrialBalanceController,
    CheckoutController,
    UpdateCheckoutController,
    PayInvoiceController,
    // Offline payment, the seller's and admin's invoice actions, transactions.
    ChooseOfflinePaymentController,
    MarkTransferReceivedController,
    SellerInvoicesController,
    SellerInvoiceController,
    ChangeInvoiceStatusController,
    AllTransactionsController,
    InvoicePdfController,
    PurchasesController,
    UpdateInvoiceController,
    GetDepositController,
    ListDepositsController,
    // An admin acting for a user: their checkout, their wallet paying their invoice.
    CheckoutForUserController,
    PayWalletForUserController,
  ],
  providers: [
    LedgerCommandBus,
    WalletReader,
    CreditHistoryQuery,
    TrialBalanceQuery,
    PayBidDepositHandler,
    WalletDepositHandler,
    AddToCartHandler,
    RecentHolds,
    CartCommandBus,
    CartReader,
    CartQuery,
    RefreshCartHandler,
    RemoveCartItemHandler,
    InvoiceCommandBus,
    InvoiceNumbersBus,
    RaiseInvoiceHandler,
    LotSoldInvoicer,
    InvoiceReader,
    InvoicesQuery,
    TransactionsQuery,
    PurchasesQuery,
    SellerInvoicesQuery,
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
    DepositsQuery,
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
