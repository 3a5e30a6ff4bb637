import { Logger, Module } from '@nestjs/common';
import { LotsModule } from '../lots/lots.module.js';
import { AwardOfferController } from './award-offer/award-offer.http.controller.js';
import { PlaceBidController } from './place-bid/place-bid.http.controller.js';
import { PlaceBidHandler } from './place-bid/place-bid.handler.js';
import { PlaceOfferController } from './place-offer/place-offer.http.controller.js';
import { PlacePreBidController } from './place-pre-bid/place-pre-bid.http.controller.js';
import { PlacePreBidHandler } from './place-pre-bid/place-pre-bid.handler.js';
import { DEPOSIT_PAYMENTS } from './pay-bid-deposit/deposit-payments.port.js';
import { PayBidDepositController } from './pay-bid-deposit/pay-bid-deposit.http.controller.js';
import { SandboxDepositPayments } from './pay-bid-deposit/sandbox-deposit-payments.js';
import { RecordBidDepositController } from './record-bid-deposit/record-bid-deposit.http.controller.js';
import { RetractBidController } from './retract-bid/retract-bid.http.controller.js';

@Module({
  imports: [LotsModule],
  controllers: [
    PlaceBidController,
    PlacePreBidController,
    PlaceOfferController,
    RetractBidController,
    RecordBidDepositController,
    PayBidDepositController,
    AwardOfferController,
  ],
  providers: [
    PlaceBidHandler,
    PlacePreBidHandler,
    {
      // Only the sandbox exists so far; a real gateway's adapter is chosen here by env.
      provide: DEPOSIT_PAYMENTS,
      useFactory: () => {
        new Logger('Payments').warn(
          'Deposit payments: SANDBOX (online payments approved without moving money)',
        );
        return new SandboxDepositPayments();
      },
    },
  ],
  exports: [PlaceBidHandler],
})
export class BiddingModule {}
