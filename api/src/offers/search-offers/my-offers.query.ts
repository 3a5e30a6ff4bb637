import { Inject, Injectable } from '@nestjs/common';
import type { BuyNowOfferList, BuyNowOfferStatus } from '@facet/event-schemas';
import {
  readModelNamespaces as NS,
  type BuyNowOfferEntry,
  type BuyNowOffersDoc,
  type ReadModelStore,
} from '@facet/projections';
import { READ_MODEL_STORE } from '../../read-side/read-side.tokens.js';
import { ReadModelReader } from '../../read-side/read-model.reader.js';
import type { Actor } from '../../shared/auth/actor.js';
import {
  listResponse,
  pageOfRecords,
  type PageRequest,
} from '../../shared/read-side/page-of-group.js';
import { toOfferRecord } from '../offer-record.mapper.js';

export interface OffersRequest extends PageRequest {
  status: 'all' | string;
  lot_id?: string | undefined;
}

const newestFirst = (a: BuyNowOfferEntry, b: BuyNowOfferEntry) =>
  b.createdAt.localeCompare(a.createdAt) || a.offerId.localeCompare(b.offerId);

/** The make-offers read model: a buyer's own, a seller's on their items, an admin's all. */
@Injectable()
export class BuyNowOffersQuery {
  constructor(
    @Inject(READ_MODEL_STORE) private readonly store: ReadModelStore,
    private readonly readModels: ReadModelReader,
  ) {}

  /** `makeoffer/search`: the offers the caller made. */
  async mine(actor: Actor, r: OffersRequest): Promise<BuyNowOfferList> {
    const doc = await this.store.get<BuyNowOffersDoc>(NS.buyNowOffers, actor.id);
    const rows = Object.values(doc?.offers ?? {})
      .filter((o) => o.buyerId === actor.id && matches(o, r))
      .sort(newestFirst);
    return listResponse(pageOfRecords(rows, r, (o) => toOfferRecord(o)));
  }

  /** `seller/offer/adminoffers` with `kind: buynow`: offers on the caller's items (admin: all). */
  async received(actor: Actor, r: OffersRequest): Promise<BuyNowOfferList> {
    const ids = actor.role === 'admin' ? await this.store.ids(NS.buyNowOffers) : [actor.id];
    const docs = await this.store.getMany<BuyNowOffersDoc>(NS.buyNowOffers, ids);
    const byId = new Map<string, BuyNowOfferEntry>();
    for (const d of docs) for (const o of Object.values(d?.offers ?? {})) byId.set(o.offerId, o);
    const rows = [...byId.values()]
      .filter((o) => (actor.role === 'admin' || o.sellerId === actor.id) && matches(o, r))
      .sort(newestFirst);
    const page = pageOfRecords(rows, r);
    const names = await this.readModels.names([...new Set(page.records.map((o) => o.buyerId))]);
    const nameOf = new Map(names.flatMap((n) => (n ? [[n.id, n] as const] : [])));
    const records = page.records.map((o) =>
      toOfferRecord(o, nameOf.get(o.buyerId) ?? { first_name: 'Buyer', last_name: '' }),
    );
    return listResponse({ records, totalRecords: page.totalRecords });
  }
}

function matches(o: BuyNowOfferEntry, r: OffersRequest): boolean {
  return (
    (r.status === 'all' || o.status === (r.status as BuyNowOfferStatus)) &&
    (!r.lot_id || o.lotId === r.lot_id)
  );
}
