import { Controller } from '@nestjs/common';
import { BodySchema, handParsedBody, ValidBody } from '../../security/body-schema.js';
import type { SellerBidHistoryRecord } from '@facet/event-schemas';
import { CatalogReader } from '../../catalog/catalog.reader.js';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { notFound } from '../../shared/errors/http-problem.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { listed } from '../../shared/http/envelope.js';
import { pageRequest } from '../../shared/http/paging.js';
import { readBody, requiredText } from '../../shared/http/request-fields.js';
import { managedBy } from '../seller-scope.rules.js';
import { sellerBidHistoryPage } from './seller-bid-history.query.js';

const bidHistoryBody = handParsedBody({
  id: ['id', 'The id of the object acted on'],
  limit: ['integer', 'Rows per page, an integer'],
  page: ['integer', 'The page, an integer from 1'],
});

/**
 * `seller/product/bidhistory` `{ id, limit?, page? }`: the bids on the caller's own lot with the
 * bidders' full names and retracted bids flagged. Another seller's lot answers 404, as a missing one.
 */
@Controller('seller/product')
@Roles('seller', 'admin')
export class SellerBidHistoryController {
  constructor(private readonly reader: CatalogReader) {}

  @CommandRoute('bidhistory')
  @BodySchema(bidHistoryBody)
  async bidHistory(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    const body = readBody(raw, Object.keys(bidHistoryBody.shape));
    const id = requiredText(body, 'id', 'Required', 128);
    const card = await this.reader.lot(id);
    if (!card || !managedBy(actor)(card)) throw notFound('Lot not found', 'lot.not-found');
    const doc = await this.reader.history(id);
    const ids = [...new Set((doc?.ledger ?? []).map((r) => r.user_id))];
    const names = new Map(
      (await this.reader.names(ids)).flatMap((n) => (n ? [[n.id, n] as const] : [])),
    );
    const { records, total } = sellerBidHistoryPage(doc, names, pageRequest(body));
    return listed<SellerBidHistoryRecord>('Bid history', records, total);
  }
}
