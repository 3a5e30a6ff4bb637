import { Module } from '@nestjs/common';
import { AuctionsModule } from '../auctions/auctions.module.js';
import { LotsModule } from '../lots/lots.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { LotScheduler } from './lot-scheduler.js';

@Module({
  imports: [LotsModule, AuctionsModule, SettingsModule],
  providers: [LotScheduler],
  exports: [LotScheduler],
})
export class SchedulerModule {}
