import { Module } from '@nestjs/common';
import { AuctionsModule } from '../auctions/auctions.module.js';
import { BackofficeModule } from '../backoffice/backoffice.module.js';
import { CartModule } from '../cart/cart.module.js';
import { DynamicFieldsModule } from '../dynamic-fields/dynamic-fields.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { InvoicingModule } from '../invoicing/invoicing.module.js';
import { LedgerModule } from '../ledger/ledger.module.js';
import { LotsModule } from '../lots/lots.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { TemplatesModule } from '../templates/templates.module.js';
import { DemoBackOfficeSeed } from './demo-backoffice.seed.js';
import { DemoCommerceSeed } from './demo-commerce.seed.js';
import { DemoSeed } from './demo-seed.js';
import { DemoTenderSeed } from './demo-tender.seed.js';
import { TendersModule } from '../tenders/tenders.module.js';

@Module({
  imports: [
    IdentityModule,
    LotsModule,
    AuctionsModule,
    SettingsModule,
    LedgerModule,
    InvoicingModule,
    CartModule,
    PaymentsModule,
    TemplatesModule,
    DynamicFieldsModule,
    BackofficeModule,
    TendersModule,
  ],
  providers: [DemoSeed, DemoCommerceSeed, DemoBackOfficeSeed, DemoTenderSeed],
  exports: [DemoSeed],
})
export class SeedModule {}
