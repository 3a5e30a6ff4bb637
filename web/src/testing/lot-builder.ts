import type { Lot } from '@/features/lots/model/lot.types';

export const NOW = Date.parse('2026-03-10T12:00:00Z');
export const iso = (offsetMs: number) => new Date(NOW + offsetMs).toISOString();
export const HOUR = 3600_000;

/** A live standard lot at $610 with next bid $620; override what a rule needs. */
export function aLot(overrides: Partial<Lot> = {}): Lot {
  return {
    id: 'lot-1',
    title: 'Rough 10.2 cts',
    market_status: 'open',
    auctiontype: 'standard',
    date_added: iso(-HOUR),
    date_closed: iso(HOUR),
    sprice: 500,
    wprice: 610,
    next_bid: 620,
    bid_count: 2,
    revision: 5,
    ...overrides,
  };
}
