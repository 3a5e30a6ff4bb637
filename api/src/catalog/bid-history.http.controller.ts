import { Controller } from '@nestjs/common';
import { BodySchema, handParsedBody, ValidBody } from '../security/body-schema.js';
import type { BidHistoryRecord, ListResponse } from '@facet/event-schemas';
import { maskName } from '@facet/projections';
import type { Actor } from '../shared/auth/actor.js';
import { CurrentActor, Public } from '../shared/auth/auth.decorators.js';
import { badRequest } from '../shared/errors/http-problem.js';
import { CommandRoute } from '../shared/http/command-route.decorator.js';
import { success } from '../shared/http/envelope.js';
import { centsToDollars } from '../shared/money/index.js';
import { CatalogReader } from './catalog.reader.js';
import { asBody, int } from './catalog.request.js';
import { setDisp } from './lot-search.query.js';

const bidHistoryBody = handParsedBody({
  id: ['id', 'The lot id (or project_id), required'],
  project_id: ['id', 'The lot id (or id)'],
  limit: ['integer', 'Rows per page, an integer 1-100'],
  page: ['integer', 'The page, an integer from 1'],
});

/** `product/bidhistory`: 10 a page, numbered from the first bid; other bidders' names masked, the caller's own in full. */
@Controller('product')
export class BidHistoryController {
  constructor(private readonly reader: CatalogReader) {}

  @Public()
  @CommandRoute('bidhistory')
  @BodySchema(bidHistoryBody)
  async bidHistory(@ValidBody() raw: unknown, @CurrentActor() actor: Actor | undefined) {
    const body = asBody(raw);
    const lotId = body.id ?? body.project_id;
    if (typeof lotId !== 'string' && typeof lotId !== 'number') throw badRequest('Lot id required');
    const limit = int(body.limit, 10, 1, 100);
    const page = int(body.page, 1, 1, 100_000);
    const rows = (await this.reader.history(String(lotId)))?.rows ?? [];
    // Stored oldest first; served newest first.
    const end = Math.max(0, rows.length - (page - 1) * limit);
    const first = Math.max(0, end - limit);
    const slice = rows.slice(first, end).reverse();
    const names = await this.reader.names([...new Set(slice.map((r) => r.user_id))]);
    const byId = new Map(names.flatMap((n) => (n ? [[n.id, n] as const] : [])));
    const records = slice.map((r, i): BidHistoryRecord => {
      const n = byId.get(r.user_id);
      const own = actor?.id === r.user_id;
      return {
        id: r.id,
        // What the ID column shows: the bid's place in the lot's history (1 = first bid).
        bid_number: end - i,
        user_id: own ? r.user_id : null,
        first_name: n ? (own ? n.first_name : maskName(n.first_name)) : 'Bidder',
        last_name: n ? (own ? n.last_name : maskName(n.last_name)) : '',
        proposed_amount: actor ? centsToDollars(r.proposed_amount) : null,
        created_at: r.created_at,
      };
    });
    return success<ListResponse<BidHistoryRecord>>('Bid history', {
      records,
      totalRecords: rows.length,
      setDisp: setDisp(records.length, rows.length),
    });
  }
}
