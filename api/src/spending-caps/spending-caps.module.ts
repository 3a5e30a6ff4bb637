import { Module } from '@nestjs/common';
import { AuctionsModule } from '../auctions/auctions.module.js';
import { CompaniesModule } from '../companies/companies.module.js';
import { LotsModule } from '../lots/lots.module.js';
import { AuctionWinnings } from './auction-winnings.js';
import { CappedLotOpener } from './capped-lot-opener.js';
import { GetSpendingCapController } from './get-spending-cap/get-spending-cap.http.controller.js';
import { SpendingCapQuery } from './get-spending-cap/spending-cap.query.js';
import { SetSpendingCapController } from './set-spending-cap/set-spending-cap.http.controller.js';
import { SetSpendingCapHandler } from './set-spending-cap/set-spending-cap.handler.js';
import { SpendingCapBus } from './spending-cap-bus.js';
import { SpendingCapGate } from './spending-cap-gate.js';
import { SpendingCapsBook } from './spending-caps-book.js';
import { SpendingCapsReader } from './spending-caps.reader.js';

/** Issue 30: a buyer's cap on what they win in one auction, and the readers bidding and tenders use. */
@Module({
  imports: [AuctionsModule, LotsModule, CompaniesModule],
  controllers: [SetSpendingCapController, GetSpendingCapController],
  providers: [
    SpendingCapBus,
    SpendingCapsBook,
    SpendingCapsReader,
    AuctionWinnings,
    SpendingCapGate,
    SpendingCapQuery,
    SetSpendingCapHandler,
    CappedLotOpener,
  ],
  exports: [
    SpendingCapsBook,
    SpendingCapsReader,
    SpendingCapGate,
    AuctionWinnings,
    CappedLotOpener,
  ],
})
export class SpendingCapsModule {}
