import {
  isLotEvent,
  nextBid,
  type EventData,
  type LotCreated,
  type LotDetails,
} from '@facet/event-schemas';
import { NO_DOCS, type ProjectedEvent, type Projection } from '../runner/projection.js';
import type { LotCardDoc } from './lot-card.doc.js';
import { typesOf } from '../runner/event-types.js';
import { lotEvents } from '@facet/event-schemas';

/** The public card of every lot: what `product/search` serves. Never a reserve or a maximum. */
export const lotCardProjection: Projection<LotCardDoc> = {
  name: 'lot-card',
  // v2: keeps buy-now holds (held units and each buyer's cart items).
  // v3: a lot that closed without a sale is `unsold` (spec 4's state list), no longer `closed`.
  // v4: when the KP certificate was received and when the lot was sold (the admin's KP report).
  version: 4,
  types: typesOf(lotEvents),
  route: (e) => (isLotEvent(e) ? e.data.lotId : NO_DOCS),
  evolve: (doc, e) => {
    if (e.type === 'LotCreated') return created(e.data, e.revision);
    if (!doc) return undefined;
    const next: LotCardDoc = { ...doc };
    return applyTo(next, e) ? next : doc;
  },
  // One stream per document and `revision` moves with every change: no `$rev` map to keep.
  seen: (doc, e) => doc.revision >= e.revision,
  // Rebuilds fold many events per card per batch: copy the card once, then change it in place.
  draft: (doc) => ({ ...doc }),
  evolveDraft: (draft, e) => {
    if (e.type === 'LotCreated') return created(e.data, e.revision);
    return draft && applyTo(draft, e) ? draft : undefined;
  },
};

function created(d: EventData<typeof LotCreated>, revision: number): LotCardDoc {
  const card = {
    ...publicDetails(d),
    id: d.lotId,
    sellerId: d.sellerId,
    avatar: d.avatar ?? null,
    allattachmentlist: d.allattachmentlist ?? [],
    ...(d.kimberley_process?.certificate ? { kp_received_at: d.at } : {}),
    sold: 0,
    wprice: 0,
    bid_count: 0,
    has_bids: false,
    status: 'active' as const,
    market_status: 'open' as const,
    buynowed: null,
    buynowamount: null,
    common_invoice: null,
    increments: d.settings.increments,
    defaultIncrement: d.settings.defaultIncrement,
    revision,
  };
  return { ...card, next_bid: nextBid(card) };
}

function publicDetails(d: LotDetails) {
  // The seller's make-offer floor is as private as the reserve.
  const { rprice, offer_minimum: _floor, accept_offers, ...rest } = d;
  return { ...rest, accept_offers: accept_offers ?? 0, has_reserve: rprice > 0 };
}

/**
 * Writes an event's changes into `card` (a copy or a draft the caller owns), with its revision
 * and next bid; false when the event changes nothing. In place: no patch object per bid.
 */
function applyTo(card: LotCardDoc, e: ProjectedEvent): boolean {
  if (!change(card, e)) return false;
  card.revision = e.revision;
  card.next_bid = nextBid(card);
  return true;
}

function change(card: LotCardDoc, e: ProjectedEvent): boolean {
  switch (e.type) {
    case 'LotEdited': {
      const { lotId: _l, editedBy: _e, at, ...details } = e.data;
      const before = card.kimberley_process?.certificate;
      Object.assign(card, publicDetails(details));
      // An edit replaces the lot's details: images it leaves out are gone.
      card.avatar = details.avatar ?? null;
      card.allattachmentlist = details.allattachmentlist ?? [];
      card.custom_fields = details.custom_fields ?? {};
      // Kimberley Process papers an edit leaves out are gone too.
      if (!details.kimberley_process) delete card.kimberley_process;
      receivedCertificate(card, before, at);
      return true;
    }
    case 'LotStatusChanged':
      card.status = e.data.status;
      return true;
    case 'LotSettingsApplied':
    case 'LotOpened': {
      const s = e.data.settings;
      card.increments = s.increments;
      card.defaultIncrement = s.defaultIncrement;
      card.market_status = 'open';
      return true;
    }
    case 'LotClosingExtended':
      card.date_closed = e.data.date_closed;
      return true;
    case 'ProxyBidPlaced':
    case 'HardBidPlaced':
    case 'ReverseBidPlaced':
    case 'AutomaticBidPlaced':
      card.wprice = e.data.wprice;
      card.bid_count += 1;
      card.has_bids = true;
      return true;
    case 'LeaderMaximumChanged':
      card.wprice = e.data.wprice;
      return true;
    case 'BidRetracted':
      card.wprice = e.data.wprice;
      card.bid_count = Math.max(0, card.bid_count - 1);
      card.has_bids = e.data.leaderId !== null;
      return true;
    case 'SealedOfferPlaced':
      card.bid_count += 1;
      return true;
    case 'SealedOfferWindowEnded':
      card.bid_count = e.data.offerCount;
      card.market_status = 'pending';
      return true;
    // An encrypted tender's card counts tenders only at the close: nothing else is known of them.
    case 'SealedTenderAwaitingOpening':
      card.bid_count = e.data.tenderCount;
      card.market_status = 'pending';
      return true;
    case 'SealedOfferAwarded':
      card.market_status = 'sold';
      card.wprice = e.data.amount;
      card.buynowed = e.data.userId;
      return true;
    // Spec 4: market_status is open, sold, closed or unsold; a close without a sale is `unsold`,
    // which is what makes a sealed bidder's label 'Lost when unsold'.
    case 'SealedOffersRejected':
    case 'LotUnsold':
      card.market_status = 'unsold';
      return true;
    case 'LotSold':
      card.market_status = 'sold';
      card.buynowed = e.data.buyerId;
      card.buynowamount = e.data.amount;
      card.sold_at = e.data.at;
      if (e.data.via !== 'buy_now') card.wprice = e.data.amount;
      card.common_invoice = e.data.common_invoice;
      return true;
    case 'BuyNowHeld': {
      const { holdId, userId, qty, expiresAt, unitPrice } = e.data;
      const hold = { userId, qty, expiresAt, ...(unitPrice === undefined ? {} : { unitPrice }) };
      card.holds = { ...card.holds, [holdId]: hold };
      return true;
    }
    case 'BuyNowCheckedOut':
      card.sold += e.data.qty;
      card.holds = withoutHold(card.holds, e.data.holdId);
      return true;
    case 'BuyNowHoldReleased':
      card.holds = withoutHold(card.holds, e.data.holdId);
      return true;
    default:
      return false;
  }
}

/**
 * A certificate number first recorded by this edit was received now; the same number keeps the
 * instant it came with; no number, no receipt.
 */
function receivedCertificate(card: LotCardDoc, before: string | undefined, at: string): void {
  const now = card.kimberley_process?.certificate;
  if (!now) delete card.kp_received_at;
  else if (now !== before || !card.kp_received_at) card.kp_received_at = at;
}

function withoutHold(holds: LotCardDoc['holds'], holdId: string): LotCardDoc['holds'] {
  const { [holdId]: _gone, ...rest } = holds ?? {};
  return rest;
}
