import { Controller } from '@nestjs/common';
import { listBidHistory, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Public } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { listed } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { BidHistoryQuery } from './bid-history.query.js';

/** `product/bidhistory`: a lot's bids, 10 a page, newest first; others' names masked. */
@Controller()
export class BidHistoryController {
  constructor(private readonly query: BidHistoryQuery) {}

  @Public()
  @CommandRoute(listBidHistory)
  async bidHistory(
    @ValidBody() q: RequestOf<typeof listBidHistory>,
    @CurrentActor() actor: Actor | undefined,
  ): Promise<Reply<typeof listBidHistory>> {
    const { records, total } = await this.query.page(q, actor);
    return listed('Bid history', records, total);
  }
}
