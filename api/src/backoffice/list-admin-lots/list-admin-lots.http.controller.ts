import { Controller } from '@nestjs/common';
import { listAdminLots, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { LotListingQuery } from '../lot-listing/lot-listing.query.js';

/**
 * `admin/product/listings`: the seller list's tabs, search, sort and paging over every seller's
 * lots, narrowed to one seller by `sellerid`, each row naming its seller.
 */
@Controller()
@Roles('admin')
export class ListAdminLotsController {
  constructor(private readonly lots: LotListingQuery) {}

  @CommandRoute(listAdminLots)
  async list(
    @ValidBody() { sellerid, ...listing }: RequestOf<typeof listAdminLots>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof listAdminLots>> {
    return success('Lots', await this.lots.ofSellers(sellerid, listing, actor));
  }
}
