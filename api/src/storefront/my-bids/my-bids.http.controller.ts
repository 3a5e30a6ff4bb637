import { Controller } from '@nestjs/common';
import { listMyBids, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { listed } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { MyBidsQuery } from './my-bids.query.js';

/** `auction/myBids` `{ status, kind }` (see my-bids.filter.ts) with the caller's own label. */
@Controller()
export class MyBidsController {
  constructor(private readonly query: MyBidsQuery) {}

  @CommandRoute(listMyBids)
  async myBids(
    @ValidBody() q: RequestOf<typeof listMyBids>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof listMyBids>> {
    const { records, totalRecords } = await this.query.page(q, actor);
    return listed('My bids', records, totalRecords);
  }
}
