import { Module } from '@nestjs/common';
import { AuctionsModule } from '../auctions/auctions.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { LotsModule } from '../lots/lots.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { SpendingCapsModule } from '../spending-caps/spending-caps.module.js';
import { AwardRequestNotifier } from './award-request.notifier.js';
import { LotScheduler } from './lot-scheduler.js';
import { ProvisionalWinnerNotifier } from './provisional-winner.notifier.js';

@Module({
  imports: [LotsModule, AuctionsModule, SettingsModule, IdentityModule, SpendingCapsModule],
  providers: [LotScheduler, AwardRequestNotifier, ProvisionalWinnerNotifier],
  exports: [LotScheduler, ProvisionalWinnerNotifier],
})
export class SchedulerModule {}
