import { describe, expect, it } from 'vitest';

const addDays = (iso: string, days: number) =>
  new Date(new Date(iso).getTime() + days * 86_400_000).toISOString();
import { messageFor } from './lot.messages.js';
import { initialState } from './lot.state.js';
import { publicView } from './lot.views.js';
import {
  aLot,
  aSettings,
  admin,
  bid,
  create,
  buyer,
  deposit,
  END,
  given,
  minute,
  openLot,
  play,
  seller,
  T0,
} from './lot.test-builders.js';

const rejects = (code: string) => expect.objectContaining({ code });

describe('Lot, creating and editing', () => {
  it('captures the settings in LotCreated so a replay decides the same way', () => {
    const { events } = play(initialState(), create());
    expect(events[0]).toMatchObject({
      type: 'LotCreated',
      data: { lotId: 'l1', sellerId: 'seller', settings: aSettings() },
    });
  });

  it('returns no events for a repeated create, and rejects a different one', () => {
    const lot = given(initialState(), create());
    expect(play(lot, create()).events).toEqual([]);
    expect(() => play(lot, create(aLot({ title: 'Other' })))).toThrowError(
      rejects('lot.already-exists'),
    );
  });

  it('rejects an end before the start', () => {
    expect(() =>
      play(initialState(), create(aLot({ date_closed: T0, date_added: END }))),
    ).toThrowError(rejects('lot.invalid-window'));
  });

  describe('refuses a lot that makes no sense (issue 19, defect 7)', () => {
    it.each([
      ['opening in 1969', aLot({ date_added: new Date(-1).toISOString() }), 'lot.start-in-past'],
      [
        'opening more than a day before it was listed',
        aLot({ date_added: minute(-60 * 26) }),
        'lot.start-in-past',
      ],
      ['a standard lot starting at $0', aLot({ sprice: 0 }), 'lot.invalid-start-price'],
      ['a per-carat lot weighing 0 ct', aLot({ weight: 0 }), 'lot.invalid-weight'],
      // Issue 28, item 8: taken, then 'Buy now is not available' to every buyer.
      ['a buy-now lot at $0', aLot({ buynow: 1, bprice: 0 }), 'lot.invalid-buy-now-price'],
    ])('%s', (_what, details, code) => {
      expect(() => play(initialState(), create(details))).toThrowError(rejects(code));
    });

    it('takes a sealed lot with no floor, a per-item piece with no weight, a start an hour back', () => {
      for (const details of [
        aLot({ auctiontype: 'sealed', sprice: 0 }),
        aLot({ pricing: 'per_item', weight: 0 }),
        aLot({ date_added: minute(-120) }),
      ])
        expect(play(initialState(), create(details)).events).toHaveLength(1);
    });

    it('lets an edit keep a start long past, but not move it there', () => {
      const lot = given(initialState(), create());
      const later = addDays(T0, 5);
      expect(
        play(lot, { type: 'EditLot', details: aLot({ title: 'New' }), actor: seller, at: later })
          .events,
      ).toHaveLength(1);
      expect(() =>
        play(lot, {
          type: 'EditLot',
          details: aLot({ date_added: minute(-60 * 30) }),
          actor: seller,
          at: minute(1),
        }),
      ).toThrowError(rejects('lot.start-in-past'));
    });
  });

  it("lets the seller edit until the first bid, and nobody else's seller", () => {
    const lot = openLot();
    expect(
      play(lot, { type: 'EditLot', details: aLot({ title: 'New' }), actor: seller, at: minute(1) })
        .state.details.title,
    ).toBe('New');
    const other = { id: 'other', role: 'seller' } as const;
    expect(() =>
      play(lot, { type: 'EditLot', details: aLot({ title: 'X' }), actor: other, at: minute(1) }),
    ).toThrowError(rejects('lot.forbidden'));
    const withBid = given(lot, bid('A', 600_00));
    expect(() =>
      play(withBid, {
        type: 'EditLot',
        details: aLot({ title: 'X' }),
        actor: admin,
        at: minute(2),
      }),
    ).toThrowError(rejects('lot.has-bids'));
  });

  it('rejects bids while the status is not active', () => {
    const lot = given(openLot(), {
      type: 'ChangeLotStatus',
      status: 'inactive',
      actor: admin,
      at: minute(1),
    });
    expect(() => play(lot, bid('A', 600_00, minute(2)))).toThrowError(rejects('lot.not-open'));
    expect(publicView(lot).market_status).toBe('closed');
  });
});

describe('Lot, bid gate', () => {
  it('rejects the seller bidding on their own lot', () => {
    expect(() => play(openLot(), bid('seller', 600_00))).toThrowError(rejects('bid.own-lot'));
  });

  it('rejects a bid before the start', () => {
    const lot = given(initialState(), create());
    expect(() => play(lot, bid('A', 600_00, minute(-5)))).toThrowError(rejects('bid.not-started'));
  });

  it.each([
    [null, 'bid.required', 'Enter Bid Amount'],
    [0, 'bid.required', 'Enter Bid Amount'],
    [-5_00, 'bid.invalid-amount', 'Enter Valid Price'],
    [400_00, 'bid.below-minimum', 'Min bid $500.00'],
  ])('rejects %j with %s: %s', (amount, code, message) => {
    try {
      play(openLot(), bid('A', amount));
      expect.fail('accepted');
    } catch (e) {
      const r = e as { code: string; params: Record<string, number> };
      expect(r.code).toBe(code);
      expect(messageFor(r.code, r.params)).toBe(message);
    }
  });

  it("formats the spec's minimum message", () => {
    expect(messageFor('bid.below-minimum', { amount: 1250_00 })).toBe('Min bid $1,250.00');
  });
});

describe('Lot, deposits', () => {
  const lot = () => openLot({ deposit: 1, deposit_amount: 1000_00 });

  it('rejects a first bid without a recorded paid deposit', () => {
    expect(() => play(lot(), bid('A', 600_00))).toThrowError(rejects('bid.deposit-required'));
  });

  it('accepts the bid once the deposit is recorded, and records it once', () => {
    const paid = given(lot(), deposit('A', 1000_00));
    expect(play(paid, deposit('A', 1000_00)).events).toEqual([]);
    expect(play(paid, bid('A', 600_00)).state.leader?.userId).toBe('A');
  });

  it("lets a buyer pay their own deposit, and no one else's", () => {
    const self = { ...deposit('A', 1000_00), actor: buyer('A') };
    expect(play(lot(), self).events).toEqual([
      {
        type: 'BidDepositRecorded',
        data: expect.objectContaining({ userId: 'A', amount: 1000_00, recordedBy: 'A' }),
      },
    ]);
    expect(() => play(lot(), { ...deposit('B', 1000_00), actor: buyer('A') })).toThrowError(
      rejects('lot.forbidden'),
    );
  });

  it("refuses a buyer's deposit on their own lot and once the lot has closed", () => {
    const seller = lot().sellerId;
    expect(() => play(lot(), { ...deposit(seller, 1000_00), actor: buyer(seller) })).toThrowError(
      rejects('bid.own-lot'),
    );
    const late = { ...deposit('A', 1000_00), actor: buyer('A'), at: '2100-01-01T00:00:00.000Z' };
    expect(() => play(lot(), late)).toThrowError(rejects('bid.ended'));
  });

  it('rejects a deposit below deposit_amount', () => {
    expect(() => play(lot(), deposit('A', 10_00))).toThrowError(rejects('deposit.insufficient'));
  });
});
