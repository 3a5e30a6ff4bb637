import { describe, expect, it } from 'vitest';
import type { LotCardDoc } from '../lot-card/lot-card.doc.js';
import type { LotStandingDoc } from '../lot-standing/lot-standing.projection.js';
import type { BatchNotice } from '../runner/batch-notice.js';
import { pushesFor } from './lot-pushes.js';

const card = (over: Partial<LotCardDoc>) =>
  ({
    id: 'lot-1',
    auctiontype: 'standard',
    market_status: 'open',
    wprice: 120_000,
    common_invoice: null,
    revision: 9,
    ...over,
  }) as unknown as LotCardDoc;
const standing = (over: Partial<LotStandingDoc>) =>
  ({
    id: 'lot-1',
    auctiontype: 'standard',
    leaderId: 'u1',
    bidders: ['u1', 'u2'],
    phase: 'open',
    winnerId: null,
    revision: 9,
    ...over,
  }) as unknown as LotStandingDoc;

/** A batch that moved the lot's card and its standing from open to `after`. */
const batch = (after: Partial<LotStandingDoc>, cardAfter: Partial<LotCardDoc>): BatchNotice => ({
  events: [],
  changes: [
    { projection: 'lot-card', id: 'lot-1', before: card({}), after: card(cardAfter) },
    { projection: 'lot-standing', id: 'lot-1', before: standing({}), after: standing(after) },
  ],
});
const closeNoticeTo = (notice: BatchNotice, room: string) =>
  pushesFor(notice).direct.find((p) => p.room === room && p.event === 'realclosedupdates')?.payload;

describe('Close notices (realclosedupdates), issue 27 item 3: live state without a reload', () => {
  it("gives the winner, in their own room, the invoice their 'View invoice' link opens", () => {
    const sold = batch(
      { phase: 'sold', winnerId: 'u1' },
      { market_status: 'sold', buynowed: 'u1', common_invoice: 'INV-lot-1-1' },
    );
    expect(closeNoticeTo(sold, 'user:u1')).toMatchObject({
      bidtopstatus: 'won',
      buynowed: 'u1',
      common_invoice: 'INV-lot-1-1',
    });
    // Nobody else learns the winner or the invoice.
    expect(closeNoticeTo(sold, 'user:u2')).not.toHaveProperty('common_invoice');
    expect(closeNoticeTo(sold, 'lot:lot-1')).toMatchObject({ buynowed: null });
    expect(closeNoticeTo(sold, 'lot:lot-1')).not.toHaveProperty('common_invoice');
  });

  it("tells every sealed bidder 'Pending' as soon as the offer window ends (spec 4)", () => {
    const ended = batch(
      { auctiontype: 'sealed', phase: 'awaiting_award', leaderId: null },
      { auctiontype: 'sealed', market_status: 'pending', wprice: 0 },
    );
    for (const uid of ['u1', 'u2'])
      expect(closeNoticeTo(ended, `user:${uid}`)).toMatchObject({
        market_status: 'pending',
        bidtopstatus: 'pending',
        buynowed: null,
      });
    expect(closeNoticeTo(ended, 'lot:lot-1')).toMatchObject({ market_status: 'pending' });
  });

  it("tells every tenderer 'Awaiting seller approval' under a tender event's window (issue 30)", () => {
    const provisional = batch(
      { auctiontype: 'sealed', phase: 'awaiting_approval', leaderId: null },
      { auctiontype: 'sealed', market_status: 'pending', wprice: 0 },
    );
    for (const uid of ['u1', 'u2'])
      expect(closeNoticeTo(provisional, `user:${uid}`)).toMatchObject({
        bidtopstatus: 'awaiting_approval',
        buynowed: null,
      });
  });

  it('tells the bidders of an unsold lot they lost', () => {
    const unsold = batch({ phase: 'unsold' }, { market_status: 'unsold' });
    expect(closeNoticeTo(unsold, 'user:u1')).toMatchObject({
      market_status: 'unsold',
      bidtopstatus: 'lost',
    });
  });
});
