import { Injectable } from '@nestjs/common';
import { type BuyNowOfferEvent, buyNowOfferStream } from '@facet/event-schemas';
import {
  AggregateBus,
  CommandBuses,
  type CommandInput,
} from '../../shared/event-sourcing/command-buses.js';
import {
  type BuyNowOfferCommand,
  buyNowOfferDecider,
  type BuyNowOfferState,
} from '../domain/index.js';

/** The make-offer streams (`buynow-offer-<offerId>`) on the generic bus. */
@Injectable()
export class BuyNowOfferCommandBus extends AggregateBus<
  BuyNowOfferCommand,
  BuyNowOfferState,
  BuyNowOfferEvent,
  CommandInput<BuyNowOfferCommand>
> {
  constructor(buses: CommandBuses) {
    super(buses, {
      decider: buyNowOfferDecider,
      stream: buyNowOfferStream,
      cacheSize: 2_000,
      command: (input, at, { id, role }) =>
        ({ ...input, at, actor: { id, role } }) as BuyNowOfferCommand,
      actorId: (actor) => actor.id,
    });
  }
}
