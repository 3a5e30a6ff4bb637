import type { Lot } from '@/features/lots/model/cached-lot';

export const NOW = Date.parse('2026-03-10T12:00:00Z');
export const iso = (offsetMs: number) => new Date(NOW + offsetMs).toISOString();
export const HOUR = 3600_000;

/** A live standard lot at $610 with next bid $620, as a signed-in buyer is served it; override what a rule needs. */
export function aLot(overrides: Partial<Lot> = {}): Lot {
  return {
    id: 'lot-1',
    title: 'Rough 10.2 cts',
    auctionlot_title: 'Rough 10.2 cts',
    auction_lot: '1',
    desc_proc: '',
    avatar: null,
    allattachmentlist: [],
    auctiontype: 'standard',
    // Per item by default: the per-carat unit and total have tests of their own.
    pricing: 'per_item',
    auction: 1,
    buynow: 0,
    weight: 10.2,
    total_stones: 1,
    average_size: null,
    qty: 1,
    sold: 0,
    sprice: 500,
    bprice: null,
    wprice: 610,
    next_bid: 620,
    current_bid: 610,
    cbidtext: 'Current Price',
    bid_count: 2,
    reserve_met: true,
    deposit: 0,
    deposit_amount: null,
    featured: 0,
    categoryTypeId: null,
    conditionTypeId: null,
    location_id: null,
    auctionid: null,
    market_status: 'open',
    date_added: iso(-HOUR),
    date_closed: iso(HOUR),
    future_active: 0,
    past_inactive: 1,
    buynowed: null,
    buynowamount: null,
    common_invoice: null,
    revision: 5,
    bidtopstatus: null,
    watchlistid: 0,
    ...overrides,
  };
}
