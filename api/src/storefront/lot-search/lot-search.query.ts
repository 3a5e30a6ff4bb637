import { ownValue } from '@facet/event-schemas';
import { Inject, Injectable } from '@nestjs/common';
import type { LotSearchRecord } from '@facet/event-schemas';
import type { LotCardDoc } from '@facet/projections';
import type { Actor } from '../../shared/auth/actor.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { centsToDollars } from '../../shared/money/index.js';
import { ReadModelReader } from '../../read-side/read-model.reader.js';
import { toSearchRecord } from '../../read-side/lot-record.mapper.js';
import { filterLots, type LotQuery } from './lot-search.filter.js';

/** `product/search` and `product/upcomingProduct`: lots for anyone, prices for the signed-in. */
@Injectable()
export class LotSearchQuery {
  constructor(
    private readonly reader: ReadModelReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async search(q: LotQuery, actor: Actor | undefined) {
    const { page, total } = filterLots(await this.reader.lots(), q);
    return { records: await this.records(page, actor), total };
  }

  /** Lots listed in the future only. */
  async upcoming(q: LotQuery, actor: Actor | undefined): Promise<LotSearchRecord[]> {
    const now = this.clock.now().getTime();
    const future = (await this.reader.lots()).filter((c) => Date.parse(c.date_added) > now);
    return this.records(filterLots(future, q).page, actor);
  }

  private async records(page: LotCardDoc[], actor: Actor | undefined) {
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
      const own = ownValue(mine?.lots, c.id);
      // A sealed offer's amount is shown to its own bidder only.
      if (actor && c.auctiontype === 'sealed')
        record.my_offer = own?.kind === 'sealed' ? centsToDollars(own.last_amount) : null;
      return record;
    });
  }
}
