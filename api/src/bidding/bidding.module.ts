import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { CompaniesModule } from '../companies/companies.module.js';
import { LotsModule } from '../lots/lots.module.js';
import { OffersModule } from '../offers/offers.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { SpendingCapsModule } from '../spending-caps/spending-caps.module.js';
import { TendersModule } from '../tenders/tenders.module.js';
import { BidRefusals } from './bid-refusals/bid-refusals.js';
import { ApproveTenderController } from './approve-tender/approve-tender.http.controller.js';
import { AwardOfferController } from './award-offer/award-offer.http.controller.js';
import { PlaceBidController } from './place-bid/place-bid.http.controller.js';
import { PlaceBidHandler } from './place-bid/place-bid.handler.js';
import { PlaceOfferController } from './place-offer/place-offer.http.controller.js';
import { SubmitTenderHandler } from './place-offer/submit-tender.handler.js';
import { PlacePreBidController } from './place-pre-bid/place-pre-bid.http.controller.js';
import { PlacePreBidHandler } from './place-pre-bid/place-pre-bid.handler.js';
import { RecordBidDepositController } from './record-bid-deposit/record-bid-deposit.http.controller.js';
import { RetractBidController } from './retract-bid/retract-bid.http.controller.js';

@Module({
  imports: [
    LotsModule,
    AuditModule,
    CompaniesModule,
    OffersModule,
    SettingsModule,
    SpendingCapsModule,
    TendersModule,
  ],
  controllers: [
    PlaceBidController,
    PlacePreBidController,
    PlaceOfferController,
    RetractBidController,
    RecordBidDepositController,
    AwardOfferController,
    ApproveTenderController,
  ],
  providers: [PlaceBidHandler, PlacePreBidHandler, BidRefusals, SubmitTenderHandler],
  exports: [PlaceBidHandler, BidRefusals],
})
export class BiddingModule {}
