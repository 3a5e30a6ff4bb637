import { Module } from '@nestjs/common';
import { BackofficeModule } from '../backoffice/backoffice.module.js';
import { AuctionsModule } from '../auctions/auctions.module.js';
import { CommerceModule } from '../commerce/commerce.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { LotsModule } from '../lots/lots.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { DemoCommerceSeed } from './demo-commerce.seed.js';
import { DemoSeed } from './demo-seed.js';

@Module({
  imports: [
    BackofficeModule,
    IdentityModule,
    LotsModule,
    AuctionsModule,
    SettingsModule,
    CommerceModule,
  ],
  providers: [DemoSeed, DemoCommerceSeed],
  exports: [DemoSeed],
})
export class SeedModule {}
