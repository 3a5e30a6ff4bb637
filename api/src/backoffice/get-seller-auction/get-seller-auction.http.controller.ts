import { Controller } from '@nestjs/common';
import { getSellerAuction, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { toSellerAuctionRecord } from '../seller-auction-record.mapper.js';
import { ManagedReader } from '../managed.reader.js';

/** `seller/auction/getSingleAuction` `{ id }`: one auction the caller manages. */
@Controller()
@Roles('seller', 'admin')
export class GetSellerAuctionController {
  constructor(private readonly managed: ManagedReader) {}

  @CommandRoute(getSellerAuction)
  async get(
    @ValidBody() { id }: RequestOf<typeof getSellerAuction>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof getSellerAuction>> {
    const auction = await this.managed.auction(id, actor);
    return success('Auction', { record: toSellerAuctionRecord(auction) });
  }
}
