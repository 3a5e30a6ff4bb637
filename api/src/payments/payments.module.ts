import { CompaniesModule } from '../companies/companies.module.js';
import { PAYMENT_GATEWAY } from './gateway/payment-gateway.port.js';
import {
  OnlineProviderGateways,
  onlineProviderGateways,
} from './online-providers/online-provider-gateways.js';
import { Module } from '@nestjs/common';
import { ReadSideModule } from '../read-side/read-side.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { InvoicingModule } from '../invoicing/invoicing.module.js';
import { LedgerModule } from '../ledger/ledger.module.js';
import { LotsModule } from '../lots/lots.module.js';
import { DepositReader } from './deposit.reader.js';
import { GetDepositController } from './get-deposit/get-deposit.http.controller.js';
import { DepositsQuery } from './list-deposits/deposits.query.js';
import { ListDepositsController } from './list-deposits/list-deposits.http.controller.js';
import { PayBidDepositHandler } from './pay-bid-deposit/pay-bid-deposit.handler.js';
import { PayBidDepositController } from './pay-bid-deposit/pay-bid-deposit.http.controller.js';
import { WalletDepositHandler } from './pay-bid-deposit/wallet-deposit.handler.js';
import { InvoiceToPayLoader } from './pay-invoice/invoice-to-pay.js';
import { OnlineInvoicePaymentHandler } from './pay-invoice/online-invoice-payment.handler.js';
import { PayInvoiceController } from './pay-invoice/pay-invoice.http.controller.js';
import { PayWalletForUserController } from './pay-invoice/pay-wallet-for-user.http.controller.js';
import { WalletInvoicePaymentHandler } from './pay-invoice/wallet-invoice-payment.handler.js';
import { ChooseOfflinePaymentController } from './pay-offline/choose-offline-payment.http.controller.js';
import { MarkTransferReceivedController } from './pay-offline/mark-transfer-received.http.controller.js';
import { PayOfflineHandler } from './pay-offline/pay-offline.handler.js';
import { LotClosedDepositReleaser } from './process-managers/deposit-releaser.process-manager.js';
import { ReleaseDepositHandler } from './release-deposits/release-deposit.handler.js';
import { RefundToCardController } from './refund-to-card/refund-to-card.http.controller.js';
import { RefundToCardHandler } from './refund-to-card/refund-to-card.handler.js';
import { stripeProviders } from './stripe/stripe.providers.js';
import { OnlinePaymentReplayer } from './online-payments/online-payment.replayer.js';
import { PaymentJournal } from './online-payments/payment-journal.js';
import { OnlinePaymentReconciler } from './process-managers/online-payment-reconciler.process-manager.js';
import { StripeWebhookHandler } from './stripe-webhook/stripe-webhook.handler.js';
import { StripeWebhookController } from './stripe-webhook/stripe-webhook.http.controller.js';
import { PaymentCustomerController } from './payment-customers/payment-customer.http.controller.js';
import { PaymentCustomersModule } from './payment-customers/payment-customers.module.js';
import { PaymentSourceController } from './payment-customers/payment-source.http.controller.js';
import { PaymentFormConfigController } from './payment-customers/payment-form-config.http.controller.js';
import { PayAuthorizeNetController } from './authorize-net/pay-authorize-net.http.controller.js';
import { PayThroughProvider } from './online-providers/pay-through-provider.js';
import { PayPalResponseController } from './paypal/paypal-response.http.controller.js';

/**
 * Money the buyer pays: bid deposits (from the wallet or online) and given back after the close,
 * invoices paid from the wallet, online or by bank transfer, through the payments port (Stripe
 * when configured, the SANDBOX gateway otherwise).
 */
@Module({
  imports: [
    LedgerModule,
    InvoicingModule,
    LotsModule,
    IdentityModule,
    ReadSideModule,
    PaymentCustomersModule,
    CompaniesModule,
  ],
  controllers: [
    PayBidDepositController,
    GetDepositController,
    ListDepositsController,
    PayInvoiceController,
    ChooseOfflinePaymentController,
    MarkTransferReceivedController,
    // An admin acting for a user: their wallet paying their invoice.
    PayWalletForUserController,
    RefundToCardController,
    // The card and bank service (spec 7): the caller's customer, cards and bank accounts.
    PaymentCustomerController,
    PaymentSourceController,
    PaymentFormConfigController,
    // Stripe's signed webhook.
    StripeWebhookController,
    // The spec's named providers with an adapter: real when configured, 'not configured' else.
    PayPalResponseController,
    PayAuthorizeNetController,
  ],
  providers: [
    PayBidDepositHandler,
    WalletDepositHandler,
    DepositReader,
    DepositsQuery,
    InvoiceToPayLoader,
    WalletInvoicePaymentHandler,
    OnlineInvoicePaymentHandler,
    PayOfflineHandler,
    ReleaseDepositHandler,
    LotClosedDepositReleaser,
    RefundToCardHandler,
    // Stripe when STRIPE_SECRET_KEY is set, else the SANDBOX gateway (the log says which).
    ...stripeProviders,
    // PayPal and Authorize.Net, each when its credentials are set (the log says which).
    onlineProviderGateways,
    PayThroughProvider,
    PaymentJournal,
    OnlinePaymentReplayer,
    OnlinePaymentReconciler,
    StripeWebhookHandler,
  ],
  // The demo seed pays its invoices through these, as requests would; returns refund to the card
  // and the plan billing (backoffice) charges sellers through the same port.
  exports: [
    WalletInvoicePaymentHandler,
    PayOfflineHandler,
    PAYMENT_GATEWAY,
    OnlineProviderGateways,
  ],
})
export class PaymentsModule {}
