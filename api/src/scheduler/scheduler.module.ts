import { Module } from '@nestjs/common';
import { AuctionsModule } from '../auctions/auctions.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { LotsModule } from '../lots/lots.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { AwardRequestNotifier } from './award-request.notifier.js';
import { LotScheduler } from './lot-scheduler.js';

@Module({
  imports: [LotsModule, AuctionsModule, SettingsModule, IdentityModule],
  providers: [LotScheduler, AwardRequestNotifier],
  exports: [LotScheduler],
})
export class SchedulerModule {}
