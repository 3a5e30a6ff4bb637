import { Controller } from '@nestjs/common';
import { BodySchema, handParsedBody, ValidBody } from '../../security/body-schema.js';
import { sealedOfferStatuses, type SellerOfferRecord } from '@facet/event-schemas';
import { CatalogReader } from '../../catalog/catalog.reader.js';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { notFound } from '../../shared/errors/http-problem.js';
import { CommandRoute } from '../../shared/http/command-route.decorator.js';
import { listed } from '../../shared/http/envelope.js';
import { pageRequest } from '../../shared/http/paging.js';
import { oneOf, readBody, text } from '../../shared/http/request-fields.js';
import { SellerDeskReader } from '../seller-desk.reader.js';
import { managedBy } from '../seller-scope.rules.js';
import { sellerOfferRecords } from './seller-offers.query.js';

const adminOffersBody = handParsedBody({
  status: ['string', 'The new status'],
  lot_id: ['id', 'The lot id'],
  limit: ['integer', 'Rows per page, an integer'],
  page: ['integer', 'The page, an integer from 1'],
});

/**
 * `seller/offer/adminoffers` `{ status?, lot_id?, limit?, page? }`: the offers on the caller's own
 * sealed lots (an admin: everyone's), to award one or decline them all (`changeOfferStatus`).
 */
@Controller('seller/offer')
@Roles('seller', 'admin')
export class SellerOffersController {
  constructor(
    private readonly catalog: CatalogReader,
    private readonly desk: SellerDeskReader,
  ) {}

  @CommandRoute('adminoffers')
  @BodySchema(adminOffersBody)
  async adminOffers(@ValidBody() raw: unknown, @CurrentActor() actor: Actor) {
    const body = readBody(raw, Object.keys(adminOffersBody.shape));
    const status = oneOf(body, 'status', ['all', ...sealedOfferStatuses] as const, 'all');
    const lotId = text(body, 'lot_id', { max: 128 }) || undefined;
    const { limit, page } = pageRequest(body);
    const managed = (await this.catalog.lots()).filter(managedBy(actor));
    // A filter naming another seller's lot is refused as getSingleProject refuses it (404).
    if (lotId && !managed.some((c) => c.id === lotId))
      throw notFound('Lot not found', 'lot.not-found');
    const lots = managed
      .filter((c) => c.auctiontype === 'sealed' && (!lotId || c.id === lotId))
      .sort((a, b) => b.date_closed.localeCompare(a.date_closed) || a.id.localeCompare(b.id));
    const docs = await this.desk.offers(lots.map((l) => l.id));
    const bidders = [...new Set(docs.flatMap((d) => d?.offers.map((o) => o.userId) ?? []))];
    const names = new Map(
      (await this.catalog.names(bidders)).flatMap((n) => (n ? [[n.id, n] as const] : [])),
    );
    const all = sellerOfferRecords(lots, docs, names).filter(
      (o) => status === 'all' || o.status === status,
    );
    const records = all.slice((page - 1) * limit, page * limit);
    return listed<SellerOfferRecord>('Offers', records, all.length);
  }
}
