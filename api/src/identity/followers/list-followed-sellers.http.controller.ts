import { Controller } from '@nestjs/common';
import { listFollowedSellers, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { listed } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { FollowedSellersQuery } from './followed-sellers.query.js';

/** Sellers the caller follows (spec: watchlisting may follow the seller with rating 5). */
@Controller()
export class ListFollowedSellersController {
  constructor(private readonly follows: FollowedSellersQuery) {}

  @CommandRoute(listFollowedSellers)
  list(
    @ValidBody() _body: RequestOf<typeof listFollowedSellers>,
    @CurrentActor() actor: Actor,
  ): Reply<typeof listFollowedSellers> {
    return listed('Followers', this.follows.of(actor.id));
  }
}
