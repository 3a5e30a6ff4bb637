import { getBidReceipt, listBidReceipts } from '@facet/event-schemas';
import { notFound } from '../../shared/errors/http-problem.js';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { BidReceipts } from './bid-receipts.service.js';

/** `bid/receipt`, `bid/receipts`: the caller's own signed bid receipts, again, identical. */
@CommandController()
export class BidReceiptsController {
  constructor(private readonly receipts: BidReceipts) {}

  @CommandRoute(getBidReceipt)
  async receipt(@Call() { body, actor }: Call<typeof getBidReceipt>) {
    const receipt = await this.receipts.ofBid(body.bid_id, actor.id, body.project_id);
    if (!receipt) throw notFound('Bid not found');
    return success('Bid receipt', receipt);
  }

  @CommandRoute(listBidReceipts)
  async list(@Call() { body, actor }: Call<typeof listBidReceipts>) {
    return success('Bid receipts', {
      records: await this.receipts.ofLot(body.project_id, actor.id),
    });
  }
}
