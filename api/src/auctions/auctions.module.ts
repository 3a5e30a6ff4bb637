import { Module } from '@nestjs/common';
import { AddLotsToAuctionController } from './add-lots-to-auction/add-lots-to-auction.http.controller.js';
import { AuctionCommandBus } from './auction-bus/auction-command-bus.js';
import { ChangeAuctionStatusController } from './change-auction-status/change-auction-status.http.controller.js';
import { SaveAuctionController } from './save-auction/save-auction.http.controller.js';

@Module({
  controllers: [SaveAuctionController, ChangeAuctionStatusController, AddLotsToAuctionController],
  providers: [AuctionCommandBus],
  exports: [AuctionCommandBus],
})
export class AuctionsModule {}
