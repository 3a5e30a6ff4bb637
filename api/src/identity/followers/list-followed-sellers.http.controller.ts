import { listFollowedSellers } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { listed } from '../../shared/http/envelope.js';
import { FollowedSellersQuery } from './followed-sellers.query.js';

/** Sellers the caller follows (spec: watchlisting may follow the seller with rating 5). */
@CommandController()
export class ListFollowedSellersController {
  constructor(private readonly follows: FollowedSellersQuery) {}

  @CommandRoute(listFollowedSellers)
  list(@Call() { actor }: Call<typeof listFollowedSellers>) {
    return listed('Followers', this.follows.of(actor.id));
  }
}
