import type { LotCardDoc, SealedOffersDoc } from '@facet/projections';
import { describe, expect, it } from 'vitest';
import { sellerOfferRecords } from './seller-offers.query.js';

const lot = { id: 'S1', title: 'Sealed tender' } as LotCardDoc;
const doc = (over: Partial<SealedOffersDoc> = {}): SealedOffersDoc => ({
  id: 'S1',
  offers: [
    { userId: 'a', bidId: 'b1', amount: 450_00, at: '2030-01-01T10:00:00.000Z' },
    { userId: 'b', bidId: 'b2', amount: 480_00, at: '2030-01-01T11:00:00.000Z' },
  ],
  phase: 'open',
  winnerId: null,
  ...over,
});
const names = new Map([['a', { first_name: 'Ann', last_name: 'Lee' }]]);
const view = (d: SealedOffersDoc) =>
  sellerOfferRecords([lot], [d], names).map((o) => [o.user_id, o.amount, o.status, o.awardable]);

describe('The offers on a seller’s sealed lot', () => {
  it('hides their amounts from the seller while the window runs, listed as they came, pending, not awardable', () => {
    expect(view(doc())).toEqual([
      ['a', null, 'pending', false],
      ['b', null, 'pending', false],
    ]);
  });

  it('shows them highest first and awardable once the window ended', () => {
    expect(view(doc({ phase: 'awaiting_award' }))).toEqual([
      ['b', 480, 'pending', true],
      ['a', 450, 'pending', true],
    ]);
  });

  it('marks the awarded offer won and the others lost', () => {
    expect(view(doc({ phase: 'awarded', winnerId: 'a' }))).toEqual([
      ['b', 480, 'lost', false],
      ['a', 450, 'awarded', false],
    ]);
  });

  it('marks every offer declined when the seller rejected them all', () => {
    expect(view(doc({ phase: 'rejected' })).map(([, , s]) => s)).toEqual(['declined', 'declined']);
  });

  it('names a bidder without a name record plainly', () => {
    expect(sellerOfferRecords([lot], [doc()], names).find((o) => o.user_id === 'b')).toMatchObject({
      first_name: 'Bidder',
    });
  });
});
