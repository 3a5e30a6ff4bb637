import type { Actor } from '../../shared/domain/actor.js';
import type { OfferedItem } from './buy-now-offer.state.js';

interface Base {
  actor: Actor;
  at: string;
}

export interface MakeBuyNowOffer extends Base {
  type: 'MakeBuyNowOffer';
  offerId: string;
  item: OfferedItem;
  amount: number | null;
  qty: number;
}
export interface CounterBuyNowOffer extends Base {
  type: 'CounterBuyNowOffer';
  amount: number;
}
/** The hold is taken on the lot first (its id recorded here): see accept-offer.handler.ts. */
export interface AcceptBuyNowOffer extends Base {
  type: 'AcceptBuyNowOffer';
  holdId: string;
}
export interface RefuseBuyNowOffer extends Base {
  type: 'RefuseBuyNowOffer';
}
export interface ExpireBuyNowOffer extends Base {
  type: 'ExpireBuyNowOffer';
}

export type BuyNowOfferCommand =
  MakeBuyNowOffer | CounterBuyNowOffer | AcceptBuyNowOffer | RefuseBuyNowOffer | ExpireBuyNowOffer;
