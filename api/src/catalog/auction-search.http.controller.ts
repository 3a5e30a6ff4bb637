import { Controller, Inject } from '@nestjs/common';
import { BodySchema, emptyBody, handParsedBody, ValidBody } from '../security/body-schema.js';
import type { AuctionRecord, ListResponse } from '@facet/event-schemas';
import { CLOCK, type Clock } from '../shared/clock/clock.js';
import { Public } from '../shared/auth/auth.decorators.js';
import { CommandRoute } from '../shared/http/command-route.decorator.js';
import { success } from '../shared/http/envelope.js';
import { CatalogReader } from './catalog.reader.js';
import { asBody, int } from './catalog.request.js';
import { searchAuctions } from './auction-search.query.js';
import { setDisp } from './lot-search.query.js';

const auctionSearchBody = handParsedBody({
  limit: ['integer', 'Rows per page, an integer 1-100'],
  page: ['integer', 'The page, an integer from 1'],
  orderby: ['string', 'A sort, e.g. "date_closed asc" (the default)'],
  filters: ['object', 'An object: id, title, market_status (text or number)'],
});

/** `auction/search` (filters id, title, market_status; home: 12 open ones by close date) and `product/dashboard` counts. */
@Controller()
export class AuctionSearchController {
  constructor(
    private readonly reader: CatalogReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Public()
  @CommandRoute('auction/search')
  @BodySchema(auctionSearchBody)
  async search(@ValidBody() raw: unknown) {
    const body = asBody(raw);
    const limit = int(body.limit, 12, 1, 100);
    const page = int(body.page, 1, 1, 100_000);
    const f = asBody(body.filters);
    const str = (v: unknown) =>
      typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : undefined;
    const { page: all, total } = searchAuctions(await this.reader.auctions(), {
      limit,
      page,
      orderby: typeof body.orderby === 'string' ? body.orderby : 'date_closed asc',
      filters: { id: str(f.id), title: str(f.title), market_status: str(f.market_status) },
    });
    const records = all.map(({ $rev: _r, lotIds, sellerId: _s, ...a }): AuctionRecord => ({
      ...a,
      lot_count: lotIds.length,
    }));
    return success<ListResponse<AuctionRecord>>('Auctions', {
      records,
      totalRecords: total,
      setDisp: setDisp(records.length, total),
    });
  }

  @Public()
  @CommandRoute('product/dashboard')
  @BodySchema(emptyBody)
  async dashboard(@ValidBody() _body: unknown) {
    const [lots, auctions] = await Promise.all([this.reader.lots(), this.reader.auctions()]);
    const open = lots.filter((l) => l.status === 'active' && l.market_status === 'open');
    return success('Dashboard', {
      lot_count: open.length,
      auction_count: auctions.filter((a) => a.status === 'active' && a.market_status === 'open')
        .length,
      buynow_count: open.filter((l) => l.buynow === 1 && l.sold < l.qty).length,
      serverTime: this.clock.now().toISOString(),
    });
  }
}
