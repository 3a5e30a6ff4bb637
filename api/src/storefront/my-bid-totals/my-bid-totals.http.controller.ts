import { Controller } from '@nestjs/common';
import { countAuctionsPlaced, countAuctionsWon, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { MyBidTotalsQuery } from './my-bid-totals.query.js';

const counted = (message: string, count: number) =>
  success(message, { count, totalRecords: count });

/** `product/totalAuctionswon`, `product/totalAuctionsPlaced`: the caller's own totals. */
@Controller()
export class MyBidTotalsController {
  constructor(private readonly totals: MyBidTotalsQuery) {}

  @CommandRoute(countAuctionsWon)
  async won(
    @ValidBody() _: RequestOf<typeof countAuctionsWon>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof countAuctionsWon>> {
    return counted('Auctions won', await this.totals.won(actor.id));
  }

  @CommandRoute(countAuctionsPlaced)
  async placed(
    @ValidBody() _: RequestOf<typeof countAuctionsPlaced>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof countAuctionsPlaced>> {
    return counted('Auctions placed', await this.totals.placed(actor.id));
  }
}
