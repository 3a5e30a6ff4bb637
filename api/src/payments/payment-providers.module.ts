import { CompaniesModule } from '../companies/companies.module.js';
import { Module } from '@nestjs/common';
import { InvoicingModule } from '../invoicing/invoicing.module.js';
import { LedgerModule } from '../ledger/ledger.module.js';
import { LotsModule } from '../lots/lots.module.js';
import { APP_CONFIG, type AppConfig } from '../shared/config/app-config.js';
import { InvoiceToPayLoader } from './pay-invoice/invoice-to-pay.js';
import { PendingRedirectPaymentsController } from './pending-redirect-payments/pending-redirect-payments.http.controller.js';
import { RedirectPaymentCommandBus } from './redirect-payment-bus/redirect-payment-command-bus.js';
import { redirectGatewayConfig } from './redirect-gateway/redirect-gateway.config.js';
import { REDIRECT_GATEWAY } from './redirect-gateway/redirect-gateway.port.js';
import { SignedRedirectGateway } from './redirect-gateway/signed-redirect.gateway.js';
import { ApplyRedirectDeposit } from './settle-redirect-payment/apply-redirect-deposit.js';
import { ApplyRedirectPayment } from './settle-redirect-payment/apply-redirect-payment.js';
import { RedirectSubjectPricer } from './start-redirect-payment/redirect-subject.js';
import { SettleRedirectPaymentController } from './settle-redirect-payment/settle-redirect-payment.http.controller.js';
import { SettleRedirectPaymentHandler } from './settle-redirect-payment/settle-redirect-payment.handler.js';
import { StartRedirectPaymentController } from './start-redirect-payment/start-redirect-payment.http.controller.js';
import { StartRedirectPaymentHandler } from './start-redirect-payment/start-redirect-payment.handler.js';
import { UnconfiguredProvidersController } from './unconfigured-providers/unconfigured-providers.http.controller.js';

/**
 * Payments taken on a gateway's own page (Rosoom, Paytm, Cashfree): the payer goes there with a
 * signed link and comes back with a signed answer. Without a configured gateway, the local
 * SANDBOX gateway runs in this process. The spec's other providers answer that they are not
 * configured.
 */
@Module({
  imports: [LedgerModule, InvoicingModule, LotsModule, CompaniesModule],
  controllers: [
    StartRedirectPaymentController,
    SettleRedirectPaymentController,
    PendingRedirectPaymentsController,
    // The spec's other providers: declared and answered, none configured.
    UnconfiguredProvidersController,
  ],
  providers: [
    InvoiceToPayLoader,
    RedirectPaymentCommandBus,
    StartRedirectPaymentHandler,
    SettleRedirectPaymentHandler,
    ApplyRedirectPayment,
    ApplyRedirectDeposit,
    RedirectSubjectPricer,
    {
      provide: REDIRECT_GATEWAY,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        new SignedRedirectGateway(redirectGatewayConfig(process.env, config.dataDir)),
    },
  ],
})
export class PaymentProvidersModule {}
