import { Controller } from '@nestjs/common';
import { getSellerBidHistory, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { listResponse } from '../../shared/read-side/page-of-group.js';
import { LotLedgerQuery } from '../lot-ledger/lot-ledger.query.js';
import { ManagedReader } from '../managed.reader.js';
import { sellerBidHistoryRecord } from './seller-bid-history.record.js';

/**
 * `seller/product/bidhistory` `{ id, limit?, page? }`: the bids on the caller's own lot, newest
 * first, with the bidders' full names and retracted bids flagged.
 */
@Controller()
@Roles('seller', 'admin')
export class SellerBidHistoryController {
  constructor(
    private readonly managed: ManagedReader,
    private readonly ledger: LotLedgerQuery,
  ) {}

  @CommandRoute(getSellerBidHistory)
  async bidHistory(
    @ValidBody() { id, ...page }: RequestOf<typeof getSellerBidHistory>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof getSellerBidHistory>> {
    await this.managed.lot(id, actor);
    const records = await this.ledger.page(id, page, sellerBidHistoryRecord);
    return success('Bid history', listResponse(records));
  }
}
