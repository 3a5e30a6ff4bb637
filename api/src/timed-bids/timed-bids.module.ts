import { Module } from '@nestjs/common';
import { BiddingModule } from '../bidding/bidding.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { LotsModule } from '../lots/lots.module.js';
import { ChangeTimedBidController } from './change-timed-bid/change-timed-bid.http.controller.js';
import { ChangeTimedBidHandler } from './change-timed-bid/change-timed-bid.handler.js';
import { ScheduleTimedBidController } from './schedule-timed-bid/schedule-timed-bid.http.controller.js';
import { ScheduleTimedBidHandler } from './schedule-timed-bid/schedule-timed-bid.handler.js';
import { TimedBidDashboardController } from './timed-bid-dashboard/timed-bid-dashboard.http.controller.js';
import { TimedBidsQuery } from './timed-bid-dashboard/timed-bids.query.js';
import { TimedBidHistoryUpdateController } from './timed-bid-history-update/timed-bid-history-update.http.controller.js';
import { TimedBidBook } from './timed-bid-book.js';
import { TimedBidBus } from './timed-bid-bus.js';
import { TimedBidNotifier } from './timed-bid.notifier.js';
import { TimedBidPlacer } from './timed-bid-placer.js';

/** Issue 26: bids the server places at a buyer's chosen time (`ttwbid/*`). */
@Module({
  imports: [LotsModule, BiddingModule, IdentityModule],
  controllers: [
    ScheduleTimedBidController,
    ChangeTimedBidController,
    TimedBidDashboardController,
    TimedBidHistoryUpdateController,
  ],
  providers: [
    TimedBidBus,
    TimedBidBook,
    TimedBidPlacer,
    TimedBidNotifier,
    ScheduleTimedBidHandler,
    ChangeTimedBidHandler,
    TimedBidsQuery,
  ],
  exports: [TimedBidPlacer, TimedBidsQuery],
})
export class TimedBidsModule {}
