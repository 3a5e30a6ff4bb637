import type { EventsOf } from '../lots/index.js';
import type { buyNowOfferEvents } from './buy-now-offer.events.js';

export * from './buy-now-offer.events.js';

export type BuyNowOfferEvent = EventsOf<(typeof buyNowOfferEvents)[number]>;
