import { getSellerBidHistory } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { listResponse } from '../../shared/read-side/page-of-group.js';
import { LotLedgerQuery } from '../lot-ledger/lot-ledger.query.js';
import { ManagedReader } from '../managed.reader.js';
import { sellerBidHistoryRecord } from './seller-bid-history.record.js';

/**
 * `seller/product/bidhistory` `{ id, limit?, page? }`: the bids on the caller's own lot, newest
 * first, with the bidders' full names and retracted bids flagged.
 */
@CommandController('seller', 'admin')
export class SellerBidHistoryController {
  constructor(
    private readonly managed: ManagedReader,
    private readonly ledger: LotLedgerQuery,
  ) {}

  @CommandRoute(getSellerBidHistory)
  async bidHistory(@Call() { body: { id, ...page }, actor }: Call<typeof getSellerBidHistory>) {
    await this.managed.lot(id, actor);
    const records = await this.ledger.page(id, page, sellerBidHistoryRecord);
    return success('Bid history', listResponse(records));
  }
}
