import { Module } from '@nestjs/common';
import { DynamicFieldsModule } from '../dynamic-fields/dynamic-fields.module.js';
import { AuctionCommandBus } from './auction-bus/auction-command-bus.js';
import { ChangeAuctionStatusController } from './change-auction-status/change-auction-status.http.controller.js';
import { SaveAuctionController } from './save-auction/save-auction.http.controller.js';

@Module({
  imports: [DynamicFieldsModule],
  controllers: [SaveAuctionController, ChangeAuctionStatusController],
  providers: [AuctionCommandBus],
  exports: [AuctionCommandBus],
})
export class AuctionsModule {}
