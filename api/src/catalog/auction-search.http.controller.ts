import { Body, Controller, Inject } from '@nestjs/common';
import type { AuctionRecord, ListResponse } from '@facet/event-schemas';
import { CLOCK, type Clock } from '../shared/clock/clock.js';
import { Public } from '../shared/auth/auth.decorators.js';
import { CommandRoute } from '../shared/http/command-route.decorator.js';
import { success } from '../shared/http/envelope.js';
import { CatalogReader } from './catalog.reader.js';
import { asBody, int } from './catalog.request.js';
import { setDisp } from './lot-search.query.js';

/** `auction/search` (home: 12 by close date) and `product/dashboard` counts. */
@Controller()
export class AuctionSearchController {
  constructor(
    private readonly reader: CatalogReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Public()
  @CommandRoute('auction/search')
  async search(@Body() raw: unknown) {
    const body = asBody(raw);
    const limit = int(body.limit, 12, 1, 100);
    const page = int(body.page, 1, 1, 100_000);
    const filters = asBody(body.filters);
    const title = typeof filters.title === 'string' ? filters.title.toLowerCase() : undefined;
    const desc = typeof body.orderby === 'string' && /desc/i.test(body.orderby);
    const all = (await this.reader.auctions())
      .filter(
        (a) =>
          a.status === 'active' && (title === undefined || a.title.toLowerCase().includes(title)),
      )
      .sort(
        (a, b) =>
          (a.date_closed === b.date_closed
            ? a.id < b.id
              ? -1
              : 1
            : a.date_closed < b.date_closed
              ? -1
              : 1) * (desc ? -1 : 1),
      );
    const records = all
      .slice((page - 1) * limit, page * limit)
      .map(({ $rev: _r, lotIds, ...a }): AuctionRecord => ({ ...a, lot_count: lotIds.length }));
    return success<ListResponse<AuctionRecord>>('Auctions', {
      records,
      totalRecords: all.length,
      setDisp: setDisp(records.length, all.length),
    });
  }

  @Public()
  @CommandRoute('product/dashboard')
  async dashboard() {
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
