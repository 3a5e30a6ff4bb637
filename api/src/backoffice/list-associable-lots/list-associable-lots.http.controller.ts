import { Controller } from '@nestjs/common';
import { listAssociableLots, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { ManagedReader } from '../managed.reader.js';
import { AssociableLotsQuery } from './associable-lots.query.js';

/** `seller/auction/getAllProjectsAssociated` `{ auctionid }`: the lots the auction may take. */
@Controller()
@Roles('seller', 'admin')
export class ListAssociableLotsController {
  constructor(
    private readonly associable: AssociableLotsQuery,
    private readonly managed: ManagedReader,
  ) {}

  @CommandRoute(listAssociableLots)
  async list(
    @ValidBody() { auctionid }: RequestOf<typeof listAssociableLots>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof listAssociableLots>> {
    const auction = await this.managed.auction(auctionid, actor);
    return success('Lots', { records: await this.associable.records(auction, actor) });
  }
}
