import type { SellerLotRecord } from '@facet/event-schemas';

/** One of the seller's open standard lots at $100, $500 reserve, no bid; its lot number is its id. */
export const aSellerLot = (
  id: string,
  title: string,
  overrides: Partial<SellerLotRecord> = {},
): SellerLotRecord =>
  ({
    id,
    title,
    auction_lot: id,
    auctiontype: 'standard',
    status: 'active',
    market_status: 'open',
    wprice: 100,
    sprice: 100,
    rprice: 500,
    bid_count: 0,
    date_closed: '2026-01-10T00:00:00.000Z',
    ...overrides,
  }) as SellerLotRecord;
