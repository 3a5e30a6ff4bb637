import { getLotBidLedger } from '@facet/event-schemas';
import { ReadModelReader } from '../../read-side/read-model.reader.js';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { centsToDollars } from '../../shared/money/index.js';
import { listResponse } from '../../shared/read-side/page-of-group.js';
import { TimedBidsQuery } from '../../timed-bids/timed-bid-dashboard/timed-bids.query.js';
import { LotLedgerQuery } from '../lot-ledger/lot-ledger.query.js';
import { ManagedReader } from '../managed.reader.js';
import { bidLedgerRecord } from './lot-bid-ledger.record.js';

/**
 * `seller/product/ttwbidhistory` `{ id, limit?, page? }`: every bid on a lot the caller manages,
 * newest first, retracted ones flagged, bidders named in full, and the lot's price now; with the
 * lot's timed bids (issue 26). The update beside it (`ttwbidhistoryUpdate`: cancel a timed bid,
 * or retract a bid) lives with the timed bids.
 */
@CommandController('seller', 'admin')
export class LotBidLedgerController {
  constructor(
    private readonly managed: ManagedReader,
    private readonly ledger: LotLedgerQuery,
    private readonly readModels: ReadModelReader,
    private readonly timedBids: TimedBidsQuery,
  ) {}

  @CommandRoute(getLotBidLedger)
  async ledgerOf(@Call() { body: { id, ...page }, actor }: Call<typeof getLotBidLedger>) {
    const card = await this.managed.lot(id, actor);
    const [records, standings, timed_bids] = await Promise.all([
      this.ledger.page(id, page, bidLedgerRecord),
      this.readModels.standings([id]),
      this.timedBids.ledgerOf(id),
    ]);
    const wprice = centsToDollars(standings.get(id)?.wprice ?? card.wprice);
    return success('Bid history', { ...listResponse(records), wprice, timed_bids });
  }
}
