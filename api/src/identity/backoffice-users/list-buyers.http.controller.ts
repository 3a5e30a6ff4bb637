import { Controller } from '@nestjs/common';
import { listBiddingBuyers, listBuyers, type RequestOf } from '@facet/event-schemas';
import { Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { UserListQuery } from './user-list.query.js';

/** The back office's buyers, all of them or the bidding ones (verified accounts). */
@Roles('admin')
@Controller()
export class ListBuyersController {
  constructor(private readonly users: UserListQuery) {}

  @CommandRoute(listBuyers)
  all(@ValidBody() q: RequestOf<typeof listBuyers>): Reply<typeof listBuyers> {
    return success('Buyers', this.users.buyers(q));
  }

  @CommandRoute(listBiddingBuyers)
  bidding(@ValidBody() q: RequestOf<typeof listBiddingBuyers>): Reply<typeof listBiddingBuyers> {
    return success('Bidding buyers', this.users.biddingBuyers(q));
  }
}
