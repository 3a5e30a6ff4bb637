import { Controller } from '@nestjs/common';
import { getBidReceipt, listBidReceipts, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { notFound } from '../../shared/errors/http-problem.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { BidReceipts } from './bid-receipts.service.js';

/** `bid/receipt`, `bid/receipts`: the caller's own signed bid receipts, again, identical. */
@Controller()
export class BidReceiptsController {
  constructor(private readonly receipts: BidReceipts) {}

  @CommandRoute(getBidReceipt)
  async receipt(
    @ValidBody() body: RequestOf<typeof getBidReceipt>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof getBidReceipt>> {
    const receipt = await this.receipts.ofBid(body.bid_id, actor.id, body.project_id);
    if (!receipt) throw notFound('Bid not found');
    return success('Bid receipt', receipt);
  }

  @CommandRoute(listBidReceipts)
  async list(
    @ValidBody() body: RequestOf<typeof listBidReceipts>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof listBidReceipts>> {
    return success('Bid receipts', {
      records: await this.receipts.ofLot(body.project_id, actor.id),
    });
  }
}
