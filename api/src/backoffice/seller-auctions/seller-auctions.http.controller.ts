import { Controller, Inject } from '@nestjs/common';
import { BodySchema, handParsedBody, ValidBody } from '../../security/body-schema.js';
import {
  sellerAuctionFilters,
  type SellerAuctionRecord,
  sellerLotFilters,
  type SellerLotList,
  type AuctionLotsAnswer,
  type SellerAuctionAnswer,
} from '@facet/event-schemas';
import { CatalogReader } from '../../catalog/catalog.reader.js';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { notFound } from '../../shared/errors/http-problem.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { success, listed } from '../../shared/http/envelope.js';
import { pageRequest } from '../../shared/http/paging.js';
import { oneOf, readBody, requiredText, text } from '../../shared/http/request-fields.js';
import { sellerLotRecords } from '../seller-lots/seller-lot-record.mapper.js';
import { activeLotCount, listSellerLots } from '../seller-lots/seller-lot.query.js';
import { managedBy } from '../seller-scope.rules.js';
import { associableLots } from './associable-lots.query.js';
import { listSellerAuctions, toSellerAuctionRecord } from './seller-auction.query.js';

const paging = (body: Record<string, unknown>) => ({
  orderby: text(body, 'orderby', { max: 64 }) ?? 'date_closed asc',
  ...pageRequest(body),
});

const listingsBody = handParsedBody({
  action: ['string', "The list to show (the screen's tab)"],
  searchterm: ['string', 'Text to search for'],
  orderby: ['string', 'A sort column and direction, e.g. "date_added desc"'],
  limit: ['integer', 'Rows per page, an integer'],
  page: ['integer', 'The page, an integer from 1'],
});

const singleBody = handParsedBody({
  id: ['id', 'The id of the object acted on'],
});

const lotsBody = handParsedBody({
  auctionid: ['id', 'The auction id'],
  action: ['string', "The list to show (the screen's tab)"],
  searchterm: ['string', 'Text to search for'],
  orderby: ['string', 'A sort column and direction, e.g. "date_added desc"'],
  limit: ['integer', 'Rows per page, an integer'],
  page: ['integer', 'The page, an integer from 1'],
});

const associableBody = handParsedBody({
  auctionid: ['id', 'The auction id'],
});

/**
 * The auctions a seller manages (an admin: all): `seller/auction/listings`, `getSingleAuction`
 * `{ id }`, `lots` `{ auctionid, ... }` (that auction's lots) and `getAllProjectsAssociated`
 * `{ auctionid }` (the lots it may take). Another seller's auction is 404.
 */
@Controller('seller/auction')
@Roles('seller', 'admin')
export class SellerAuctionsController {
  constructor(
    private readonly reader: CatalogReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @CommandRoute('listings')
  @BodySchema(listingsBody)
  async listings(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    const body = readBody(raw, Object.keys(listingsBody.shape));
    const mine = (await this.reader.auctions()).filter(managedBy(actor));
    const { page, total } = listSellerAuctions(mine, {
      filter: oneOf(body, 'action', sellerAuctionFilters, 'all'),
      searchterm: text(body, 'searchterm', { max: 200 }) || undefined,
      ...paging(body),
    });
    const records = page.map(toSellerAuctionRecord);
    return listed<SellerAuctionRecord>('Auctions', records, total);
  }

  @CommandRoute('getSingleAuction')
  @BodySchema(singleBody)
  async single(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    const id = requiredText(readBody(raw, Object.keys(singleBody.shape)), 'id', 'Required', 128);
    return success<SellerAuctionAnswer>('Auction', {
      record: toSellerAuctionRecord(await this.managed(id, actor)),
    });
  }

  @CommandRoute('lots')
  @BodySchema(lotsBody)
  async lots(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    const body = readBody(raw, Object.keys(lotsBody.shape));
    const auction = await this.managed(requiredText(body, 'auctionid', 'Required', 128), actor);
    // Lots named into the auction at creation and lots added to it later (addtoAuction).
    const listed = new Set(auction.lotIds);
    const ofAuction = (await this.reader.lots()).filter(
      (c) => c.auctionid === auction.id || listed.has(c.id),
    );
    const { page, total } = listSellerLots(ofAuction, {
      filter: oneOf(body, 'action', sellerLotFilters, 'all'),
      searchterm: text(body, 'searchterm', { max: 200 }) || undefined,
      ...paging(body),
    });
    const records = await sellerLotRecords(this.reader, page, actor.id, this.clock.now());
    return success<SellerLotList>('Lots', {
      records,
      totalRecords: total,
      setDisp: `Showing ${records.length} of ${total}`,
      activelots: activeLotCount(ofAuction),
    });
  }

  @CommandRoute('getAllProjectsAssociated')
  @BodySchema(associableBody)
  async associable(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    const body = readBody(raw, Object.keys(associableBody.shape));
    const auction = await this.managed(requiredText(body, 'auctionid', 'Required', 128), actor);
    // A seller attaches only their own lots, even when an admin's auction is open to them.
    const owner = { id: auction.sellerId, role: 'seller' as const };
    const [lots, auctions] = await Promise.all([this.reader.lots(), this.reader.auctions()]);
    const pool = associableLots(lots.filter(managedBy(owner)), auctions, auction);
    const records = await sellerLotRecords(this.reader, pool, actor.id, this.clock.now());
    return success<AuctionLotsAnswer>('Lots', { records });
  }

  private async managed(id: string, actor: Actor) {
    const card = (await this.reader.auctions()).find((a) => a.id === id);
    if (!card || !managedBy(actor)(card)) throw notFound('Auction not found', 'auction.not-found');
    return card;
  }
}
