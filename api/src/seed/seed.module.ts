import { Module } from '@nestjs/common';
import { AuctionsModule } from '../auctions/auctions.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { LotsModule } from '../lots/lots.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { DemoSeed } from './demo-seed.js';

@Module({
  imports: [IdentityModule, LotsModule, AuctionsModule, SettingsModule],
  providers: [DemoSeed],
  exports: [DemoSeed],
})
export class SeedModule {}
