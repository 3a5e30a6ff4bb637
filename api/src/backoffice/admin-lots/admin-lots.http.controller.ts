import { Controller, Inject } from '@nestjs/common';
import { BodySchema, handParsedBody, ValidBody } from '../../security/body-schema.js';
import { type AdminLotList, sellerLotFilters } from '@facet/event-schemas';
import { CatalogReader } from '../../catalog/catalog.reader.js';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { pageRequest } from '../../shared/http/paging.js';
import { oneOf, readBody, text } from '../../shared/http/request-fields.js';
import { sellerLotRecords } from '../seller-lots/seller-lot-record.mapper.js';
import { activeLotCount, listSellerLots } from '../seller-lots/seller-lot.query.js';

const listingsBody = handParsedBody({
  action: ['string', "The list to show (the screen's tab)"],
  searchterm: ['string', 'Text to search for'],
  auctionid: ['id', 'The auction id'],
  sellerid: ['id', 'Only this seller\u2019s lots'],
  orderby: ['string', 'A sort column and direction, e.g. "date_added desc"'],
  limit: ['integer', 'Rows per page, an integer'],
  page: ['integer', 'The page, an integer from 1'],
});

/**
 * `admin/product/listings`: the seller list's tabs, search, sort and paging over every seller's
 * lots, narrowed to one seller by `sellerid`, each row naming its seller.
 */
@Controller('admin/product')
@Roles('admin')
export class AdminLotsController {
  constructor(
    private readonly reader: CatalogReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @CommandRoute('listings')
  @BodySchema(listingsBody)
  async listings(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    const body = readBody(raw, Object.keys(listingsBody.shape));
    const sellerId = text(body, 'sellerid', { max: 128 }) || undefined;
    const lots = (await this.reader.lots()).filter((c) => !sellerId || c.sellerId === sellerId);
    const { page, total } = listSellerLots(lots, {
      filter: oneOf(body, 'action', sellerLotFilters, 'all'),
      searchterm: text(body, 'searchterm', { max: 200 }) || undefined,
      auctionid: text(body, 'auctionid', { max: 128 }) || undefined,
      orderby: text(body, 'orderby', { max: 64 }) ?? 'date_closed asc',
      ...pageRequest(body),
    });
    const sellerIds = [...new Set(page.map((c) => c.sellerId))];
    const names = new Map(
      (await this.reader.names(sellerIds)).flatMap((n) =>
        n ? [[n.id, `${n.first_name} ${n.last_name}`.trim()] as const] : [],
      ),
    );
    const records = (await sellerLotRecords(this.reader, page, actor.id, this.clock.now())).map(
      (r) => ({ ...r, seller_name: names.get(r.sellerId) ?? '' }),
    );
    return success<AdminLotList>('Lots', {
      records,
      totalRecords: total,
      setDisp: `Showing ${records.length} of ${total}`,
      activelots: activeLotCount(lots),
    });
  }
}
