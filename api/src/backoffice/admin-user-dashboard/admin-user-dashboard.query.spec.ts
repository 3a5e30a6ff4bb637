import type { LotStandingDoc, MyBidsDoc } from '@facet/projections';
import { describe, expect, it } from 'vitest';
import { userDashboard, type UserDashboardSources } from './admin-user-dashboard.query.js';

const standing = (id: string, over: Partial<LotStandingDoc>): LotStandingDoc => ({
  id,
  sellerId: 's1',
  auctiontype: 'standard',
  rprice: 0,
  wprice: 500_00,
  leaderId: 'ada',
  bidders: ['ada', 'ben'],
  phase: 'open',
  winnerId: null,
  revision: 3,
  ...over,
});
const myBids: MyBidsDoc = {
  id: 'ada',
  lots: {
    sold: {
      lotId: 'sold',
      kind: 'bid',
      last_amount: 900_00,
      bid_at: '2030-01-01T10:00:00.000Z',
      revision: 2,
    },
    live: {
      lotId: 'live',
      kind: 'bid',
      last_amount: 450_00,
      bid_at: '2030-01-02T10:00:00.000Z',
      revision: 4,
    },
  },
};
const sources = (over: Partial<UserDashboardSources> = {}): UserDashboardSources => ({
  userId: 'ada',
  myBids,
  standings: new Map([
    ['sold', standing('sold', { phase: 'sold', winnerId: 'ada', wprice: 950_00 })],
    ['live', standing('live', { leaderId: 'ben' })],
  ]),
  titles: new Map([['sold', 'Pink rough']]),
  invoices: undefined,
  deposits: undefined,
  ...over,
});

describe("A user's dashboard for the admin", () => {
  it('lists their bids newest first, each with their own standing, in dollars', () => {
    expect(userDashboard(sources()).bids).toEqual([
      expect.objectContaining({ lotId: 'live', amount: 450, label: 'Outbid' }),
      expect.objectContaining({ lotId: 'sold', amount: 900, label: 'Won', title: 'Pink rough' }),
    ]);
  });

  it('counts as a win only a lot they won, at its hammer price', () => {
    expect(userDashboard(sources()).wins).toEqual([
      { lotId: 'sold', title: 'Pink rough', amount: 950 },
    ]);
  });

  it('names a lot without a card by its id, and shows nothing for a user with no activity', () => {
    expect(userDashboard(sources()).bids[0]?.title).toBe('live');
    expect(userDashboard(sources({ myBids: undefined, standings: new Map() }))).toEqual({
      bids: [],
      wins: [],
      invoices: [],
      deposits: [],
    });
  });
});
