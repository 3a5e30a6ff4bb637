import { Controller } from '@nestjs/common';
import { BodySchema, handParsedBody, ValidBody } from '../../security/body-schema.js';
import type { BidLedgerList, BidLedgerRecord } from '@facet/event-schemas';
import { CatalogReader } from '../../catalog/catalog.reader.js';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { notFound } from '../../shared/errors/http-problem.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { pageRequest } from '../../shared/http/paging.js';
import { readBody, requiredText } from '../../shared/http/request-fields.js';
import { centsToDollars } from '../../shared/money/index.js';
import { managedBy } from '../seller-scope.rules.js';

const ledgerBody = handParsedBody({
  id: ['id', 'The id of the object acted on'],
  limit: ['integer', 'Rows per page, an integer'],
  page: ['integer', 'The page, an integer from 1'],
});

/**
 * `seller/product/ttwbidhistory` `{ id, limit?, page? }`: every bid on a lot the caller manages,
 * newest first, retracted ones flagged, bidders named in full, and the lot's price now. The
 * update beside it (`ttwbidhistoryUpdate`, a retraction) lives with `bid/bidCancel`.
 */
@Controller('seller/product')
@Roles('seller', 'admin')
export class LotBidLedgerController {
  constructor(private readonly reader: CatalogReader) {}

  @CommandRoute('ttwbidhistory')
  @BodySchema(ledgerBody)
  async ledger(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    const body = readBody(raw, Object.keys(ledgerBody.shape));
    const id = requiredText(body, 'id', 'Required', 128);
    const { limit, page } = pageRequest(body);
    const card = await this.reader.lot(id);
    // Another seller's lot answers as a missing one does.
    if (!card || !managedBy(actor)(card)) throw notFound('Lot not found', 'lot.not-found');
    const [history, standings] = await Promise.all([
      this.reader.history(id),
      this.reader.standings([id]),
    ]);
    const rows = history?.ledger ?? [];
    const end = Math.max(0, rows.length - (page - 1) * limit);
    const slice = rows.slice(Math.max(0, end - limit), end).reverse();
    const names = await this.reader.names([...new Set(slice.map((r) => r.user_id))]);
    const byId = new Map(names.flatMap((n) => (n ? [[n.id, n] as const] : [])));
    const records = slice.map((r, i): BidLedgerRecord => ({
      id: r.id,
      bid_number: end - i,
      bid_id: r.bidId,
      user_id: r.user_id,
      first_name: byId.get(r.user_id)?.first_name ?? '',
      last_name: byId.get(r.user_id)?.last_name ?? '',
      proposed_amount: centsToDollars(r.proposed_amount),
      automatic: r.automatic,
      retracted: r.retracted,
      created_at: r.created_at,
    }));
    return success<BidLedgerList>('Bid history', {
      records,
      totalRecords: rows.length,
      setDisp: `Showing ${records.length} of ${rows.length}`,
      wprice: centsToDollars(standings.get(id)?.wprice ?? card.wprice),
    });
  }
}
