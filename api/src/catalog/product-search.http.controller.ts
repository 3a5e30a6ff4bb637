import { Controller, Inject } from '@nestjs/common';
import { BodySchema, emptyBody, ValidBody } from '../security/body-schema.js';
import type { ListResponse, LotSearchRecord } from '@facet/event-schemas';
import type { Actor } from '../shared/auth/actor.js';
import { CurrentActor, Public } from '../shared/auth/auth.decorators.js';
import { CLOCK, type Clock } from '../shared/clock/clock.js';
import { CommandRoute } from '../shared/http/command-route.decorator.js';
import { success } from '../shared/http/envelope.js';
import { centsToDollars } from '../shared/money/index.js';
import { CatalogReader } from './catalog.reader.js';
import { lotQueryBody, parseLotQuery } from './catalog.request.js';
import { toSearchRecord } from './lot-record.mapper.js';
import { ACTIVE_SORTS, searchLots, setDisp } from './lot-search.query.js';

/** `product/search`, `product/upcomingProduct`, `product/activeSorts`: lots for anyone, prices for the signed-in. */
@Controller('product')
export class ProductSearchController {
  constructor(
    private readonly reader: CatalogReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Public()
  @CommandRoute('search')
  @BodySchema(lotQueryBody)
  async search(@ValidBody() body: unknown, @CurrentActor() actor: Actor | undefined) {
    const q = parseLotQuery(body, { limit: 12, orderby: 'date_closed asc' });
    const { page, total } = searchLots(await this.reader.lots(), q);
    const records = await this.records(page, actor);
    return success<ListResponse<LotSearchRecord>>('Lots', {
      records,
      totalRecords: total,
      setDisp: setDisp(records.length, total),
    });
  }

  @Public()
  @CommandRoute('upcomingProduct')
  @BodySchema(lotQueryBody)
  async upcoming(@ValidBody() body: unknown, @CurrentActor() actor: Actor | undefined) {
    const q = parseLotQuery(body, { limit: 6, orderby: 'date_added asc' });
    const now = this.clock.now().getTime();
    const future = (await this.reader.lots()).filter((c) => Date.parse(c.date_added) > now);
    const { page } = searchLots(future, q);
    return success<Pick<ListResponse<LotSearchRecord>, 'records'>>('Upcoming lots', {
      records: await this.records(page, actor),
    });
  }

  @Public()
  @CommandRoute('activeSorts')
  @BodySchema(emptyBody)
  activeSorts(@ValidBody() _body: unknown) {
    return success('Sorts', { records: ACTIVE_SORTS, sorts: ACTIVE_SORTS });
  }

  private async records(
    page: Awaited<ReturnType<CatalogReader['lots']>>,
    actor: Actor | undefined,
  ): Promise<LotSearchRecord[]> {
    const ids = page.map((c) => c.id);
    const anySealed = page.some((c) => c.auctiontype === 'sealed');
    const [standings, watched, mine] = await Promise.all([
      this.reader.standings(ids),
      this.reader.watched(actor?.id),
      actor && anySealed ? this.reader.myBids(actor.id) : undefined,
    ]);
    const now = this.clock.now();
    return page.map((c) => {
      const record = toSearchRecord(c, standings.get(c.id), actor, watched, now);
      const own = mine?.lots[c.id];
      // A sealed offer's amount is shown to its own bidder only.
      if (actor && c.auctiontype === 'sealed')
        record.my_offer = own?.kind === 'sealed' ? centsToDollars(own.last_amount) : null;
      return record;
    });
  }
}
