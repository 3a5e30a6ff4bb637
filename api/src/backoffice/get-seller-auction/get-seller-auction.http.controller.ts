import { getSellerAuction } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { toSellerAuctionRecord } from '../seller-auction-record.mapper.js';
import { ManagedReader } from '../managed.reader.js';

/** `seller/auction/getSingleAuction` `{ id }`: one auction the caller manages. */
@CommandController('seller', 'admin')
export class GetSellerAuctionController {
  constructor(private readonly managed: ManagedReader) {}

  @CommandRoute(getSellerAuction)
  async get(@Call() { body: { id }, actor }: Call<typeof getSellerAuction>) {
    const auction = await this.managed.auction(id, actor);
    return success('Auction', { record: toSellerAuctionRecord(auction) });
  }
}
