import { listMyBids } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { listed } from '../../shared/http/envelope.js';
import { MyBidsQuery } from './my-bids.query.js';

/** `auction/myBids` `{ status, kind }` (see my-bids.filter.ts) with the caller's own label. */
@CommandController()
export class MyBidsController {
  constructor(private readonly query: MyBidsQuery) {}

  @CommandRoute(listMyBids)
  async myBids(@Call() { body: q, actor }: Call<typeof listMyBids>) {
    const { records, totalRecords } = await this.query.page(q, actor);
    return listed('My bids', records, totalRecords);
  }
}
