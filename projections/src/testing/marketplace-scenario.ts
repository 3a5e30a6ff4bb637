import type { EventData, LotCreated, LotSettings, RecordedEvent } from '@facet/event-schemas';
import { recorded } from './recorded-event.builder.js';

const AT = '2030-01-01T10:00:00.000Z';
const CLOSE = '2030-01-02T10:00:00.000Z';
const settings: LotSettings = {
  increments: [
    { from: 0, to: 1_000_00, increment: 10_00 },
    { from: 1_000_00, to: null, increment: 25_00 },
  ],
  defaultIncrement: 10_00,
  biddingMode: 'proxy',
  softCloseWindowSeconds: 300,
  softCloseExtensionSeconds: 300,
  softCloseCapSeconds: null,
  sealedAutoAward: false,
  sealedApprovalMinutes: 60,
  cartHoldMinutes: 15,
};

export const RESERVE = 1_500_00;
export const A_MAX = 3_210_00;
export const SEALED_OFFER = 7_770_00;

/** A lot's LotCreated data (current version), with `over` changed. */
export function lotCreated(
  lotId: string,
  over: Partial<EventData<typeof LotCreated>> = {},
): EventData<typeof LotCreated> {
  return {
    lotId,
    sellerId: 'seller-1',
    settings,
    at: AT,
    title: `Rough ${lotId}`,
    auctionlot_title: 'Parcel',
    auction_lot: lotId,
    desc_proc: '<p>stones</p>',
    auctiontype: 'standard',
    auction: 1,
    buynow: 0,
    pricing: 'per_carat',
    weight: 1_250,
    total_stones: 3,
    average_size: null,
    qty: 1,
    sprice: 500_00,
    rprice: 0,
    bprice: 0,
    deposit: 0,
    deposit_amount: 0,
    featured: 0,
    categoryTypeId: 'cat-1',
    conditionTypeId: 'cond-1',
    location_id: 'loc-1',
    auctionid: 'auc-1',
    date_added: AT,
    date_closed: CLOSE,
    ...over,
  };
}

/** A small marketplace: two buyers bid on a lot with a reserve, a sealed lot, a sold lot. */
export function marketplaceScenario(): RecordedEvent[] {
  const user = (id: string, first: string, last: string) =>
    recorded(`user-${id}`, 0, 'UserRegistered', {
      userId: id,
      first_name: first,
      last_name: last,
      email: `${id}@x.io`,
    });
  const lot = (id: string) => ({ stream: `lot-${id}`, rev: 0 });
  const l1 = lot('l1');
  const l2 = lot('l2');
  const l3 = lot('l3');
  const e = (s: { stream: string; rev: number }, type: string, data: Record<string, unknown>) =>
    recorded(s.stream, s.rev++, type, data);
  return [
    user('a', 'Jonathan', 'Smith'),
    user('b', 'Maria', 'Lopez'),
    recorded('auction-auc-1', 0, 'AuctionCreated', {
      auctionId: 'auc-1',
      sellerId: 'seller-1',
      title: 'Spring tender',
      description: 'Rough',
      avatar: null,
      date_added: AT,
      date_closed: CLOSE,
      at: AT,
    }),
    e(l1, 'LotCreated', lotCreated('l1', { rprice: RESERVE, featured: 1 })),
    e(l2, 'LotCreated', lotCreated('l2', { auctiontype: 'sealed' })),
    e(l3, 'LotCreated', lotCreated('l3', { buynow: 1, bprice: 900_00, categoryTypeId: 'cat-2' })),
    recorded('auction-auc-1', 1, 'LotsAddedToAuction', {
      auctionId: 'auc-1',
      lotIds: ['l1', 'l2', 'l3'],
      addedBy: 'seller-1',
      at: AT,
    }),
    e(l1, 'ProxyBidPlaced', {
      lotId: 'l1',
      bidId: 'b1',
      userId: 'a',
      maximum: A_MAX,
      amount: RESERVE,
      wprice: RESERVE,
      leaderId: 'a',
      at: AT,
    }),
    e(l1, 'ProxyBidPlaced', {
      lotId: 'l1',
      bidId: 'b2',
      userId: 'b',
      maximum: 2_000_00,
      amount: 2_000_00,
      wprice: 2_025_00,
      leaderId: 'a',
      at: AT,
    }),
    e(l1, 'AutomaticBidPlaced', {
      lotId: 'l1',
      userId: 'a',
      amount: 2_025_00,
      wprice: 2_025_00,
      at: AT,
    }),
    e(l2, 'SealedOfferPlaced', {
      lotId: 'l2',
      bidId: 'o1',
      userId: 'b',
      amount: SEALED_OFFER,
      at: AT,
    }),
    e(l3, 'ProxyBidPlaced', {
      lotId: 'l3',
      bidId: 'b3',
      userId: 'b',
      maximum: 600_00,
      amount: 500_00,
      wprice: 500_00,
      leaderId: 'b',
      at: AT,
    }),
    e(l3, 'LotSold', {
      lotId: 'l3',
      buyerId: 'b',
      amount: 500_00,
      total: 6_250_00,
      qty: 1,
      via: 'auction',
      common_invoice: 'inv-1',
      at: CLOSE,
    }),
    // The tender's window ends: its one bidder awaits the award.
    e(l2, 'SealedOfferWindowEnded', {
      lotId: 'l2',
      offerCount: 1,
      approvalDeadline: null,
      at: CLOSE,
    }),
    recorded('watchlist-a', 0, 'WatchlistAdded', { userId: 'a', lotId: 'l2', at: AT }),
    recorded('settings-increments', 0, 'BidIncrementAdded', {
      rowId: 'r1',
      from: 0,
      to: null,
      increment: 10_00,
      changedBy: 'admin',
      at: AT,
    }),
  ];
}
