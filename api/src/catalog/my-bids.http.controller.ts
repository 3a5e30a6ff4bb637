import { Controller, Inject } from '@nestjs/common';
import { BodySchema, emptyBody, handParsedBody, ValidBody } from '../security/body-schema.js';
import type { ListResponse, MyBidRecord } from '@facet/event-schemas';
import { buyerLabel, type LotCardDoc } from '@facet/projections';
import type { Actor } from '../shared/auth/actor.js';
import { CurrentActor } from '../shared/auth/auth.decorators.js';
import { CLOCK, type Clock } from '../shared/clock/clock.js';
import { CommandRoute } from '../shared/http/command-route.decorator.js';
import { success } from '../shared/http/envelope.js';
import { centsToDollars } from '../shared/money/index.js';
import { CatalogReader } from './catalog.reader.js';
import { asBody, int } from './catalog.request.js';
import { toSearchRecord } from './lot-record.mapper.js';
import { setDisp } from './lot-search.query.js';
import { inTab, MY_BIDS_KINDS, MY_BIDS_STATUSES } from './my-bids.filter.js';

const oneOfOr = <T extends string>(v: unknown, allowed: readonly T[], fallback: T): T =>
  typeof v === 'string' && (allowed as readonly string[]).includes(v) ? (v as T) : fallback;

const myBidsBody = handParsedBody({
  limit: ['integer', 'Rows per page, an integer 1-100'],
  page: ['integer', 'The page, an integer from 1'],
  status: ['string', 'The tab: see my-bids.filter.ts (default all)'],
  kind: ['string', 'Bids, offers or pre-bids: see my-bids.filter.ts (default all)'],
});

/** `auction/myBids` `{ status, kind }` (see my-bids.filter.ts) with the caller's label; `product/totalAuctionswon` and `totalAuctionsPlaced`. */
@Controller()
export class MyBidsController {
  constructor(
    private readonly reader: CatalogReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @CommandRoute('auction/myBids')
  @BodySchema(myBidsBody)
  async myBids(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    const body = asBody(raw);
    const limit = int(body.limit, 12, 1, 100);
    const page = int(body.page, 1, 1, 100_000);
    const status = oneOfOr(body.status, MY_BIDS_STATUSES, 'all');
    const kind = oneOfOr(body.kind, MY_BIDS_KINDS, 'all');
    const entries = Object.values((await this.reader.myBids(actor.id))?.lots ?? {}).sort((a, b) =>
      a.bid_at < b.bid_at ? 1 : -1,
    );
    const ids = entries.map((e) => e.lotId);
    const [cards, standings, watched] = await Promise.all([
      this.reader.lotsById(ids),
      this.reader.standings(ids),
      this.reader.watched(actor.id),
    ]);
    const now = this.clock.now();
    const rows = entries.flatMap((e, i): MyBidRecord[] => {
      const card = cards[i] as LotCardDoc | undefined;
      const standing = standings.get(e.lotId);
      if (!card || !standing) return [];
      const label = buyerLabel(standing, actor.id);
      const sealed = card.auctiontype === 'sealed';
      if (!inTab({ label, marketStatus: card.market_status, sealed }, status, kind)) return [];
      return [
        {
          ...toSearchRecord(card, standing, actor, watched, now),
          bid_status: label,
          kind: e.kind,
          my_amount: centsToDollars(e.last_amount),
          // The caller's own sealed offer: theirs to see, nobody else's.
          ...(sealed && e.kind === 'sealed' ? { my_offer: centsToDollars(e.last_amount) } : {}),
          bid_at: e.bid_at,
        },
      ];
    });
    const records = rows.slice((page - 1) * limit, page * limit);
    return success<ListResponse<MyBidRecord>>('My bids', {
      records,
      totalRecords: rows.length,
      setDisp: setDisp(records.length, rows.length),
    });
  }

  @CommandRoute('product/totalAuctionswon')
  @BodySchema(emptyBody)
  async won(@ValidBody() _body: unknown, @CurrentActor() actor: Actor) {
    const ids = Object.keys((await this.reader.myBids(actor.id))?.lots ?? {});
    const standings = await this.reader.standings(ids);
    const count = [...standings.values()].filter((s) => buyerLabel(s, actor.id) === 'Won').length;
    return success('Auctions won', { count, totalRecords: count });
  }

  @CommandRoute('product/totalAuctionsPlaced')
  @BodySchema(emptyBody)
  async placed(@ValidBody() _body: unknown, @CurrentActor() actor: Actor) {
    const count = Object.keys((await this.reader.myBids(actor.id))?.lots ?? {}).length;
    return success('Auctions placed', { count, totalRecords: count });
  }
}
