import { Injectable } from '@nestjs/common';
import type { SealedOfferStatus, SellerOfferList, SellerOfferRecord } from '@facet/event-schemas';
import type { LotCardDoc, SealedOffersDoc, UserNameDoc } from '@facet/projections';
import { ReadModelReader } from '../../read-side/read-model.reader.js';
import type { Actor } from '../../shared/auth/actor.js';
import { notFound } from '../../shared/errors/http-problem.js';
import { centsToDollars } from '../../shared/money/index.js';
import { listResponse, type PageRequest } from '../../shared/read-side/page-of-group.js';
import { SellerDeskReader } from '../seller-desk.reader.js';
import { managedBy } from '../seller-scope.rules.js';

type Named = Pick<UserNameDoc, 'first_name' | 'last_name'>;

function statusOf(doc: SealedOffersDoc, userId: string): SealedOfferStatus {
  switch (doc.phase) {
    case 'awarded':
      return doc.winnerId === userId ? 'awarded' : 'lost';
    case 'rejected':
      return 'declined';
    default:
      return 'pending';
  }
}

/**
 * Every offer on the given sealed lots, lots by close date. While a lot's window is open nobody but
 * each bidder sees an offer's amount, the seller included (bidding-rules.md): the amounts are left
 * out and the offers listed in the order they came, since highest-first would rank them. Once the
 * window ended, highest first, to award one.
 */
export function sellerOfferRecords(
  lots: readonly LotCardDoc[],
  docs: readonly (SealedOffersDoc | undefined)[],
  names: ReadonlyMap<string, Named>,
): SellerOfferRecord[] {
  return lots.flatMap((lot, i) => {
    const doc = docs[i];
    if (!doc) return [];
    const sealed = doc.phase === 'open';
    return [...doc.offers]
      .sort((a, b) => (sealed ? 0 : b.amount - a.amount) || a.at.localeCompare(b.at))
      .map((o): SellerOfferRecord => ({
        id: `${lot.id}:${o.userId}`,
        lot_id: lot.id,
        lot_title: lot.title,
        pricing: lot.pricing,
        user_id: o.userId,
        first_name: names.get(o.userId)?.first_name ?? 'Bidder',
        last_name: names.get(o.userId)?.last_name ?? '',
        amount: sealed ? null : centsToDollars(o.amount),
        created_at: o.at,
        status: statusOf(doc, o.userId),
        awardable: doc.phase === 'awaiting_award',
        ...(doc.phase === 'awaiting_approval' && doc.winnerId === o.userId && doc.approvalDeadline
          ? { approval_deadline: doc.approvalDeadline }
          : {}),
      }));
  });
}

/** What `seller/offer/adminoffers` asks for: a status (or all), maybe one lot, and a page. */
export interface SellerOffersRequest extends PageRequest {
  status: 'all' | SealedOfferStatus;
  lot_id?: string | undefined;
}

/** `seller/offer/adminoffers`: the offers on the caller's sealed lots (an admin: everyone's). */
@Injectable()
export class SellerOffersQuery {
  constructor(
    private readonly readModels: ReadModelReader,
    private readonly desk: SellerDeskReader,
  ) {}

  async list(actor: Actor, { status, lot_id: lotId, page, limit }: SellerOffersRequest) {
    const managed = (await this.readModels.lots()).filter(managedBy(actor));
    // A filter naming another seller's lot is refused as getSingleProject refuses it (404).
    if (lotId && !managed.some((c) => c.id === lotId))
      throw notFound('Lot not found', 'lot.not-found');
    const lots = managed
      .filter((c) => c.auctiontype === 'sealed' && (!lotId || c.id === lotId))
      .sort((a, b) => b.date_closed.localeCompare(a.date_closed) || a.id.localeCompare(b.id));
    const docs = await this.desk.offers(lots.map((l) => l.id));
    const bidders = [...new Set(docs.flatMap((d) => d?.offers.map((o) => o.userId) ?? []))];
    const names = new Map(
      (await this.readModels.names(bidders)).flatMap((n) => (n ? [[n.id, n] as const] : [])),
    );
    const all = sellerOfferRecords(lots, docs, names).filter(
      (o) => status === 'all' || o.status === status,
    );
    const records = all.slice((page - 1) * limit, page * limit);
    return listResponse({ records, totalRecords: all.length }) satisfies SellerOfferList;
  }
}
