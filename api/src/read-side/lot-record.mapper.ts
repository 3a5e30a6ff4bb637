import { ownValue } from '@facet/event-schemas';
import type { LotSearchRecord } from '@facet/event-schemas';
import {
  heldQty,
  rankOf,
  reserveMet,
  topStatus,
  type LotCardDoc,
  type LotStandingDoc,
} from '@facet/projections';
import { centsToDollars } from '../shared/money/index.js';

export interface Caller {
  id: string;
}

const dollars = (cents: number | null | undefined): number | null =>
  cents == null ? null : centsToDollars(cents);

/** A card as the edge shows it: dollars, carats, prices only for signed-in callers, own label only. */
export function toSearchRecord(
  card: LotCardDoc,
  standing: LotStandingDoc | undefined,
  caller: Caller | undefined,
  watched: ReadonlySet<string>,
  now: Date,
): LotSearchRecord {
  const seesPrices = caller !== undefined;
  const price = (c: number) => (seesPrices ? dollars(c) : null);
  const closed = card.market_status !== 'open';
  const record: LotSearchRecord = {
    id: card.id,
    title: card.title,
    auctionlot_title: card.auctionlot_title,
    auction_lot: card.auction_lot,
    desc_proc: card.desc_proc,
    avatar: card.avatar,
    // Cards folded before images were kept have no list.
    allattachmentlist: card.allattachmentlist ?? [],
    custom_fields: card.custom_fields ?? {},
    ...(card.kimberley_process ? { kimberley_process: card.kimberley_process } : {}),
    auctiontype: card.auctiontype,
    pricing: card.pricing,
    auction: card.auction,
    buynow: card.buynow,
    weight: card.weight / 100,
    total_stones: card.total_stones,
    average_size: card.average_size === null ? null : card.average_size / 100,
    qty: card.qty,
    sold: card.sold,
    held: heldQty(card),
    sprice: price(card.sprice),
    bprice: card.bprice > 0 ? price(card.bprice) : null,
    ...(card.accept_offers === 1 && card.buynow === 1 ? { accept_offers: 1 as const } : {}),
    // A sealed lot's price is nobody's business until it is awarded.
    wprice: card.auctiontype === 'sealed' && !closed ? null : price(card.wprice),
    next_bid: closed || card.auctiontype === 'sealed' ? null : price(card.next_bid),
    current_bid: card.has_bids && card.auctiontype !== 'sealed' ? price(card.wprice) : null,
    cbidtext: card.market_status === 'sold' ? 'Sold Price' : 'Current Price',
    bid_count: card.bid_count,
    reserve_met: standing ? reserveMet(standing) : !card.has_reserve,
    deposit: card.deposit,
    deposit_amount: card.deposit ? price(card.deposit_amount) : null,
    featured: card.featured,
    categoryTypeId: card.categoryTypeId,
    conditionTypeId: card.conditionTypeId,
    location_id: card.location_id,
    auctionid: card.auctionid,
    market_status: card.market_status,
    date_added: card.date_added,
    date_closed: card.date_closed,
    future_active: Date.parse(card.date_added) > now.getTime() ? 1 : 0,
    past_inactive: closed ? 0 : 1,
    // The winner's id is theirs alone (quality.md: no buyer sees another bidder's identity): the
    // winner reads their own id back (Won), everyone else null; bidtopstatus says Won or Lost.
    buynowed: closed && caller !== undefined && card.buynowed === caller.id ? card.buynowed : null,
    buynowamount: closed ? price(card.buynowamount ?? 0) : null,
    common_invoice: null,
    revision: card.revision,
  };
  if (caller) {
    record.bidtopstatus = standing ? topStatus(standing, caller.id) : null;
    // A reverse lot's bidder sees their own rank (1 = best), never anyone else's.
    if (card.auctiontype === 'reverse') record.rank = standing ? rankOf(standing, caller.id) : null;
    record.watchlistid = watched.has(card.id) ? 1 : 0;
    if (card.deposit) record.bid_deposit_id = ownValue(standing?.deposits, caller.id) ?? null;
    if (card.buynowed === caller.id) record.common_invoice = card.common_invoice;
  }
  return record;
}
