import { Controller } from '@nestjs/common';
import type { BidReceipt, BidReceiptsAnswer } from '@facet/event-schemas';
import { BodySchema, handParsedBody, ValidBody } from '../../security/body-schema.js';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { notFound } from '../../shared/errors/http-problem.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { readBody, requiredText, text } from '../../shared/http/request-fields.js';
import { BidReceipts } from './bid-receipts.service.js';

const receiptBody = handParsedBody({
  bid_id: ['id', "The bid's id (the receipt's bidId)"],
  project_id: ['id', 'The lot the bid was placed on (optional: else every lot in My Bids)'],
});
const receiptsBody = handParsedBody({ project_id: ['id', 'The lot (required)'] });

/** `bid/receipt`, `bid/receipts`: the caller's own signed bid receipts, again, identical. */
@Controller('bid')
export class BidReceiptsController {
  constructor(private readonly receipts: BidReceipts) {}

  @CommandRoute('receipt')
  @BodySchema(receiptBody)
  async receipt(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    const body = readBody(raw, Object.keys(receiptBody.shape));
    const bidId = requiredText(body, 'bid_id', 'Required', 128);
    const receipt = await this.receipts.ofBid(
      bidId,
      actor.id,
      text(body, 'project_id', { max: 128 }),
    );
    if (!receipt) throw notFound('Bid not found');
    return success<BidReceipt>('Bid receipt', receipt);
  }

  @CommandRoute('receipts')
  @BodySchema(receiptsBody)
  async list(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    const body = readBody(raw, Object.keys(receiptsBody.shape));
    const lotId = requiredText(body, 'project_id', 'Required', 128);
    return success<BidReceiptsAnswer>('Bid receipts', {
      records: await this.receipts.ofLot(lotId, actor.id),
    });
  }
}
