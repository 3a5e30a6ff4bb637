import { type DynamicModule, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { AddressesModule } from './addresses/addresses.module.js';
import { AuctionsModule } from './auctions/auctions.module.js';
import { AuditModule } from './audit/audit.module.js';
import { AuditExplorerModule } from './audit/explorer/audit-explorer.module.js';
import { BackofficeModule } from './backoffice/backoffice.module.js';
import { PlanBillingModule } from './backoffice/plan-billing/plan-billing.module.js';
import { BiddingModule } from './bidding/bidding.module.js';
import { CaptchaModule } from './captcha/captcha.module.js';
import { CartModule } from './cart/cart.module.js';
import { ContentModule } from './content/content.module.js';
import { ReadSideModule } from './read-side/read-side.module.js';
import { StorefrontModule } from './storefront/storefront.module.js';
import { DynamicFieldsModule } from './dynamic-fields/dynamic-fields.module.js';
import { FilesModule } from './files/files.module.js';
import { IdentityModule } from './identity/identity.module.js';
import { InvoicingModule } from './invoicing/invoicing.module.js';
import { LedgerModule } from './ledger/ledger.module.js';
import { LotsModule } from './lots/lots.module.js';
import { PaymentsModule } from './payments/payments.module.js';
import { PaymentProvidersModule } from './payments/payment-providers.module.js';
import { CardVaultModule } from './payments/card-vault.module.js';
import { RealtimeModule } from './realtime/realtime.module.js';
import { ReplayModule } from './replay/replay.module.js';
import { ReturnsModule } from './returns/returns.module.js';
import { resolveMessage } from './rejection.messages.js';
import { RateLimitModule } from './security/rate-limit/rate-limit.module.js';
import { DocsController } from './security/docs.http.controller.js';
import { SchedulerModule } from './scheduler/scheduler.module.js';
import { SeedModule } from './seed/seed.module.js';
import { SettingsModule } from './settings/settings.module.js';
import { ShippingModule } from './shipping/shipping.module.js';
import { TemplatesModule } from './templates/templates.module.js';
import { ViewingsModule } from './viewings/viewings.module.js';
import { TimedBidsModule } from './timed-bids/timed-bids.module.js';
import { TendersModule } from './tenders/tenders.module.js';
import { CompaniesModule } from './companies/companies.module.js';
import type { AppConfig } from './shared/config/app-config.js';
import type { Clock } from './shared/clock/clock.js';
import { HealthController } from './operations/health/health.http.controller.js';
import { kafkaPingProvider } from './operations/health/kafka-ping.provider.js';
import { ReadinessService } from './operations/health/readiness.service.js';
import { MetricsController } from './operations/metrics/metrics.http.controller.js';
import { METRICS_REGISTRY, createMetricsRegistry } from './operations/metrics/metrics.registry.js';
import { MarketplaceMetrics } from './operations/metrics/marketplace-metrics.js';
import { MarketplaceMetricsModule } from './operations/metrics/marketplace-metrics.module.js';
import { PROJECTION_RUNNER, READ_MODEL_STORE } from './read-side/read-side.tokens.js';
import { SharedModule } from './shared/shared.module.js';
import { jsonLoggingModule } from './operations/logging/json-logging.module.js';
import { RequestLogInterceptor } from './operations/logging/request-log.interceptor.js';

export interface AppOptions {
  config: AppConfig;
  /** LOG_FORMAT=json only: where the JSON lines go (a test reads them); stdout otherwise. */
  logStream?: NodeJS.WritableStream;
  /** Tests pass an AdjustableClock; the process uses the system clock. */
  clock?: Clock;
}

/**
 * The command side (identity, lots, auctions, settings, bidding, scheduler, seed) and the read
 * side (the storefront's queries, realtime gateway). The built web client (web/dist) is served at `/` with
 * an SPA fallback by `serveWebClient` in app.factory.ts, outside Nest's /api routes.
 */
@Module({})
export class AppModule {
  static forRoot(options: AppOptions): DynamicModule {
    const json = options.config.logFormat === 'json';
    return {
      module: AppModule,
      imports: [
        ...(json ? [jsonLoggingModule(options.config.logLevel, options.logStream)] : []),
        SharedModule.forRoot({ ...options, messages: resolveMessage }),
        MarketplaceMetricsModule,
        CaptchaModule,
        IdentityModule,
        // After IdentityModule: its guard runs after the bearer guard that names the client.
        RateLimitModule.forRoot(options.config.rateLimit),
        ContentModule,
        AddressesModule,
        SettingsModule,
        ShippingModule,
        DynamicFieldsModule,
        AuctionsModule,
        TemplatesModule,
        ViewingsModule,
        LotsModule,
        FilesModule,
        BiddingModule,
        CompaniesModule,
        TendersModule,
        LedgerModule,
        InvoicingModule,
        CartModule,
        PaymentsModule,
        ReturnsModule,
        PaymentProvidersModule,
        CardVaultModule,
        SchedulerModule,
        TimedBidsModule,
        SeedModule,
        // Read side: the buyer's storefront from read models, socket.io gateway.
        ReadSideModule,
        StorefrontModule,
        BackofficeModule,
        PlanBillingModule,
        ReplayModule,
        AuditModule,
        AuditExplorerModule,
        RealtimeModule,
      ],
      controllers: [HealthController, MetricsController, DocsController],
      providers: [
        kafkaPingProvider,
        ReadinessService,
        {
          provide: METRICS_REGISTRY,
          inject: [
            { token: PROJECTION_RUNNER, optional: true },
            MarketplaceMetrics,
            { token: READ_MODEL_STORE, optional: true },
          ],
          useFactory: createMetricsRegistry,
        },
        ...(json ? [{ provide: APP_INTERCEPTOR, useClass: RequestLogInterceptor }] : []),
      ],
    };
  }
}
