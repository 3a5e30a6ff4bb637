import { Module } from '@nestjs/common';
import { ReadSideModule } from '../read-side/read-side.module.js';
import { AuctionsModule } from '../auctions/auctions.module.js';
import { DynamicFieldsModule } from '../dynamic-fields/dynamic-fields.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { AddLotsToAuctionController } from './add-lots-to-auction/add-lots-to-auction.http.controller.js';
import { BulkLotStatusController } from './bulk-lot-status/bulk-lot-status.http.controller.js';
import { ChangeLotStatusController } from './change-lot-status/change-lot-status.http.controller.js';
import { LotCommandBus } from './lot-bus/lot-command-bus.js';
import { LotOpener } from './open-lot/lot-opener.js';
import { SaveLotController } from './save-lot/save-lot.http.controller.js';
import { SaveLotHandler } from './save-lot/save-lot.handler.js';

@Module({
  imports: [ReadSideModule, AuctionsModule, SettingsModule, DynamicFieldsModule],
  controllers: [
    SaveLotController,
    ChangeLotStatusController,
    BulkLotStatusController,
    AddLotsToAuctionController,
  ],
  providers: [LotCommandBus, SaveLotHandler, LotOpener],
  exports: [LotCommandBus, SaveLotHandler, LotOpener],
})
export class LotsModule {}
