import { Module } from '@nestjs/common';
import { AuctionsModule } from '../auctions/auctions.module.js';
import { AuditModule } from '../audit/audit.module.js';
import { LotsModule } from '../lots/lots.module.js';
import { ReadSideModule } from '../read-side/read-side.module.js';
import { SchedulerModule } from '../scheduler/scheduler.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { SpendingCapsModule } from '../spending-caps/spending-caps.module.js';
import { SpendingCapsReader } from '../spending-caps/spending-caps.reader.js';
import { CollectShareController } from './collect-share/collect-share.http.controller.js';
import { MyTenderEventsController } from './my-tender-events/my-tender-events.http.controller.js';
import { MyTenderEventsQuery } from './my-tender-events/my-tender-events.query.js';
import { PresentShareController } from './present-share/present-share.http.controller.js';
import { PresentShareHandler } from './present-share/present-share.handler.js';
import { TenderOpener } from './present-share/tender-opener.js';
import { SetUpTenderController } from './set-up-tender/set-up-tender.http.controller.js';
import { SetUpTenderHandler } from './set-up-tender/set-up-tender.handler.js';
import { HolderKeyBus } from './holder-key/holder-key-bus.js';
import { HolderKeyController } from './holder-key/holder-key.http.controller.js';
import { type CapsFor, TENDER_CAPS } from './tender-caps.js';
import { TenderEventBus } from './tender-event-bus.js';
import { TenderReceipts } from './tender-receipts.js';
import { TenderOpeningController } from './tender-opening/tender-opening.http.controller.js';
import { WithdrawTenderController } from './withdraw-tender/withdraw-tender.http.controller.js';

/** Issue 30: encrypted tender events (one stream per auction), their key holders and opening. */
@Module({
  imports: [
    AuctionsModule,
    LotsModule,
    AuditModule,
    ReadSideModule,
    SettingsModule,
    SpendingCapsModule,
    SchedulerModule,
  ],
  controllers: [
    SetUpTenderController,
    CollectShareController,
    PresentShareController,
    TenderOpeningController,
    WithdrawTenderController,
    MyTenderEventsController,
    HolderKeyController,
  ],
  providers: [
    TenderEventBus,
    HolderKeyBus,
    SetUpTenderHandler,
    PresentShareHandler,
    TenderOpener,
    TenderReceipts,
    MyTenderEventsQuery,
    // The opening honours every buyer's cap on the event, as set on the auction page.
    {
      provide: TENDER_CAPS,
      inject: [SpendingCapsReader],
      useFactory:
        (caps: SpendingCapsReader): CapsFor =>
        (auctionId) =>
          caps.capsFor(auctionId),
    },
  ],
  exports: [TenderEventBus, TenderReceipts, SetUpTenderHandler, HolderKeyBus],
})
export class TendersModule {}
