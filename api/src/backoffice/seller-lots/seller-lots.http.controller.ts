import { Controller, Inject } from '@nestjs/common';
import { BodySchema, handParsedBody, ValidBody } from '../../security/body-schema.js';
import { sellerLotFilters, type SellerLotAnswer, type SellerLotList } from '@facet/event-schemas';
import { CatalogReader } from '../../catalog/catalog.reader.js';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { notFound } from '../../shared/errors/http-problem.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { pageRequest } from '../../shared/http/paging.js';
import { oneOf, readBody, requiredText, text } from '../../shared/http/request-fields.js';
import { managedBy } from '../seller-scope.rules.js';
import { sellerLotRecords, toSellerLotRecord } from './seller-lot-record.mapper.js';
import { activeLotCount, listSellerLots } from './seller-lot.query.js';

const listingsBody = handParsedBody({
  action: ['string', "The list to show (the screen's tab)"],
  searchterm: ['string', 'Text to search for'],
  auctionid: ['id', 'The auction id'],
  orderby: ['string', 'A sort column and direction, e.g. "date_added desc"'],
  limit: ['integer', 'Rows per page, an integer'],
  page: ['integer', 'The page, an integer from 1'],
});

const singleBody = handParsedBody({
  id: ['id', 'The id of the object acted on'],
});

/**
 * `seller/product/listings` `{ action, searchterm?, auctionid?, orderby?, limit?, page? }` and
 * `seller/product/getSingleProject` `{ id }`: a seller's own lots, every lot for an admin. Another
 * seller's lot answers 404, as a missing one does: its existence is not the caller's business.
 */
@Controller('seller/product')
@Roles('seller', 'admin')
export class SellerLotsController {
  constructor(
    private readonly reader: CatalogReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @CommandRoute('listings')
  @BodySchema(listingsBody)
  async listings(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    const body = readBody(raw, Object.keys(listingsBody.shape));
    const auctionid = text(body, 'auctionid', { max: 128 }) || undefined;
    // A filter naming another seller's auction is refused as getSingleAuction refuses it: an
    // empty page would still answer that the id is an auction.
    if (auctionid) {
      const auction = (await this.reader.auctions()).find((a) => a.id === auctionid);
      if (!auction || !managedBy(actor)(auction))
        throw notFound('Auction not found', 'auction.not-found');
    }
    const mine = (await this.reader.lots()).filter(managedBy(actor));
    const { page, total } = listSellerLots(mine, {
      filter: oneOf(body, 'action', sellerLotFilters, 'all'),
      searchterm: text(body, 'searchterm', { max: 200 }) || undefined,
      auctionid,
      orderby: text(body, 'orderby', { max: 64 }) ?? 'date_closed asc',
      ...pageRequest(body),
    });
    const records = await sellerLotRecords(this.reader, page, actor.id, this.clock.now());
    return success<SellerLotList>('Lots', {
      records,
      totalRecords: total,
      setDisp: `Showing ${records.length} of ${total}`,
      activelots: activeLotCount(mine),
    });
  }

  @CommandRoute('getSingleProject')
  @BodySchema(singleBody)
  async single(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    const id = requiredText(readBody(raw, Object.keys(singleBody.shape)), 'id', 'Required', 128);
    const card = await this.reader.lot(id);
    if (!card || !managedBy(actor)(card)) throw notFound('Lot not found', 'lot.not-found');
    const standing = (await this.reader.standings([id])).get(id);
    const record = toSellerLotRecord(card, standing, actor.id, this.clock.now());
    return success<SellerLotAnswer>('Lot', { record });
  }
}
