import type { LotCardDoc } from '@facet/projections';
import { describe, expect, it, vi } from 'vitest';
import { BidRefusals } from '../bidding/bid-refusals/bid-refusals.js';
import { PlaceBidController } from '../bidding/place-bid/place-bid.http.controller.js';
import type { PlaceBidHandler } from '../bidding/place-bid/place-bid.handler.js';
import { reject } from '../shared/domain/domain-rejection.js';
import { pushBidRefusals } from './bid-refusal-push.js';

const card = {
  id: 'L1',
  auctiontype: 'standard',
  market_status: 'open',
  wprice: 1000_00,
  next_bid: 1025_00,
  bid_count: 3,
  date_closed: '2030-01-01T10:00:00.000Z',
  revision: 7,
} as LotCardDoc;

/** A target that records what went to which room. */
const recorder = () => {
  const sent: { room: string; event: string; payload: unknown }[] = [];
  const target = {
    to: (room: string) => ({
      emit: (event: string, payload: unknown) => void sent.push({ room, event, payload }),
    }),
  };
  return { sent, target };
};
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('A refused bid reaches the bidder on the socket too (spec 4, issue 27 item 4)', () => {
  it("is pushed as bidAddtime 'failed' to the bidder's own room, with the lot's state and the error", async () => {
    const refusals = new BidRefusals();
    const { sent, target } = recorder();
    const handler = {
      execute: () => Promise.resolve().then(() => reject('bid.below-minimum', { amount: 1025_00 })),
    } as unknown as PlaceBidHandler;
    pushBidRefusals(refusals, target as never, () => Promise.resolve(card));
    const controller = new PlaceBidController(handler, refusals);

    const body = { id: 'L1', wsprice: 1010_00, commandId: 'c-1' } as never;
    await expect(controller.confirm(body, { id: 'u-9', role: 'buyer' })).rejects.toMatchObject({
      code: 'bid.below-minimum',
    });
    await settle();

    expect(sent).toEqual([
      {
        room: 'user:u-9',
        event: 'bidAddtime',
        payload: {
          status: 'failed',
          id: 'L1',
          wprice: 1000,
          next_bid: 1025,
          bid_count: 3,
          date_closed: '2030-01-01T10:00:00.000Z',
          revision: 7,
          error: 'Min bid $1,025.00',
          code: 'bid.below-minimum',
          params: { amount: 1025_00 },
          commandId: 'c-1',
        },
      },
    ]);
  });

  it('pushes nothing for a lot that has no card (an unknown id): the HTTP answer says it', async () => {
    const refusals = new BidRefusals();
    const { sent, target } = recorder();
    pushBidRefusals(refusals, target as never, () => Promise.resolve(undefined));
    refusals.emit({
      userId: 'u-9',
      lotId: 'nope',
      code: 'lot.not-found',
      params: {},
      message: 'x',
      commandId: null,
    });
    await settle();
    expect(sent).toEqual([]);
  });

  it('pushes nothing when the bid is accepted', async () => {
    const refusals = new BidRefusals();
    const seen = vi.fn();
    refusals.refused$.subscribe(seen);
    const handler = {
      execute: () => Promise.resolve({ response: { id: 'L1' }, sealed: false }),
    } as unknown as PlaceBidHandler;
    await new PlaceBidController(handler, refusals).confirm({ id: 'L1' } as never, {
      id: 'u-9',
      role: 'buyer',
    });
    expect(seen).not.toHaveBeenCalled();
  });
});
