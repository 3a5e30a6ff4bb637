import { describe, expect, it } from 'vitest';
import type { Actor } from '../../shared/domain/actor.js';
import {
  auctionMarketStatus,
  decide,
  evolve,
  initialState,
  isTerminal,
  type AuctionCommand,
  type AuctionState,
} from './auction.decider.js';

const seller: Actor = { id: 'seller', role: 'seller' };
const at = '2026-03-01T09:00:00.000Z';
const details = {
  title: 'Antwerp Rough Tender, March',
  description: 'Run-of-mine.',
  avatar: null,
  date_added: '2026-03-02T10:00:00.000Z',
  date_closed: '2026-03-09T18:00:00.000Z',
};
const play = (state: AuctionState, ...commands: AuctionCommand[]): AuctionState =>
  commands.reduce((s, c) => decide(c, s).reduce(evolve, s), state);
const create: AuctionCommand = {
  type: 'CreateAuction',
  auctionId: 'a1',
  details,
  actor: seller,
  at,
};
const rejects = (code: string) => expect.objectContaining({ code });

describe('Auction', () => {
  it('is created by a seller with a window and is open', () => {
    const a = play(initialState(), create);
    expect(a).toMatchObject({ exists: true, sellerId: 'seller', details });
    expect(auctionMarketStatus(a)).toBe('open');
    expect(decide(create, a)).toEqual([]);
  });

  it('rejects a buyer and an end before the start', () => {
    expect(() =>
      decide({ ...create, actor: { id: 'b', role: 'buyer' } }, initialState()),
    ).toThrowError(rejects('auction.forbidden'));
    expect(() =>
      decide(
        { ...create, details: { ...details, date_closed: details.date_added } },
        initialState(),
      ),
    ).toThrowError(rejects('auction.invalid-window'));
  });

  it('rejects a start more than a day before it is listed; an edit keeping it is taken (issue 28)', () => {
    const backdated = { ...details, date_added: new Date(-1).toISOString() };
    expect(() => decide({ ...create, details: backdated }, initialState())).toThrowError(
      rejects('auction.start-in-past'),
    );
    const later = '2026-03-05T09:00:00.000Z';
    const a = play(initialState(), create);
    const kept: AuctionCommand = {
      type: 'EditAuction',
      details: { ...details, title: 'New' },
      actor: seller,
      at: later,
    };
    expect(play(a, kept).details?.title).toBe('New');
  });

  it('lets only its seller or an admin edit it', () => {
    const a = play(initialState(), create);
    const edit: AuctionCommand = {
      type: 'EditAuction',
      details: { ...details, title: 'New' },
      actor: seller,
      at,
    };
    expect(play(a, edit).details?.title).toBe('New');
    expect(() => decide({ ...edit, actor: { id: 'other', role: 'seller' } }, a)).toThrowError(
      rejects('auction.forbidden'),
    );
    expect(play(a, { ...edit, actor: { id: 'root', role: 'admin' } }).details?.title).toBe('New');
  });

  it('adds lots once each (addtoAuction)', () => {
    const a = play(initialState(), create, {
      type: 'AddLotsToAuction',
      lotIds: ['l1', 'l2'],
      actor: seller,
      at,
    });
    expect(
      decide({ type: 'AddLotsToAuction', lotIds: ['l2', 'l3', 'l3'], actor: seller, at }, a),
    ).toMatchObject([{ data: { lotIds: ['l3'] } }]);
    expect(decide({ type: 'AddLotsToAuction', lotIds: ['l1'], actor: seller, at }, a)).toEqual([]);
  });

  it('changes status and closes exactly once, not before its end', () => {
    const a = play(initialState(), create, {
      type: 'ChangeAuctionStatus',
      status: 'inactive',
      actor: seller,
      at,
    });
    expect(auctionMarketStatus(a)).toBe('closed');
    const close: AuctionCommand = { type: 'CloseAuction', actor: seller, at: details.date_closed };
    expect(() => decide({ ...close, at }, a)).toThrowError(rejects('auction.not-ended'));
    const closed = play(a, close);
    expect(isTerminal(closed)).toBe(true);
    expect(decide(close, closed)).toEqual([]);
  });
});
