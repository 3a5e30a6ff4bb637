import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module.js';
import { LotsModule } from '../lots/lots.module.js';
import { ReadSideModule } from '../read-side/read-side.module.js';
import { AnswerOfferHandler } from './answer-offer/answer-offer.handler.js';
import { MakeOfferHandler } from './make-offer/make-offer.handler.js';
import { BuyNowOfferCommandBus } from './offer-bus/buy-now-offer-command-bus.js';
import { OfferExpiryScheduler } from './offer-expiry/offer-expiry.scheduler.js';
import { OfferMailNotifier } from './offer-mails/offer-mail.notifier.js';
import { RespondToCounterController } from './respond-to-counter/respond-to-counter.http.controller.js';
import { BuyNowOffersQuery } from './search-offers/my-offers.query.js';
import { SearchOffersController } from './search-offers/search-offers.http.controller.js';

/**
 * Make-offers on buy-now items: one stream per offer, the accepted offer's hold on the lot's
 * stream (the cart and checkout take it from there), mails through the mail port, expiry by its
 * durable scheduler. `makeoffer/addToMakeoffer` and `changeOfferStatus` are shared with sealed
 * offers (bidding) and `adminoffers` with the back office: those controllers call in here.
 */
@Module({
  imports: [LotsModule, IdentityModule, ReadSideModule],
  controllers: [SearchOffersController, RespondToCounterController],
  providers: [
    BuyNowOfferCommandBus,
    MakeOfferHandler,
    AnswerOfferHandler,
    BuyNowOffersQuery,
    OfferMailNotifier,
    OfferExpiryScheduler,
  ],
  exports: [MakeOfferHandler, AnswerOfferHandler, BuyNowOffersQuery, OfferExpiryScheduler],
})
export class OffersModule {}
