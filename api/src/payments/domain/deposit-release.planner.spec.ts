import { describe, expect, it } from 'vitest';
import { DepositReleasePlanner, type DueRelease } from './deposit-release.planner.js';

const AT = '2026-03-02T10:00:00.000Z';
const acct = (kind: string, owner: string) => ({ kind, owner });
const entry = (reason: string, buyerId: string, lines: unknown[], extra: object = {}) => ({
  type: 'LedgerEntryRecorded',
  data: {
    key: `k-${Math.random()}`,
    buyerId,
    reason,
    lines,
    note: 'n',
    lotId: 'lot-1',
    recordedBy: 'x',
    at: AT,
    ...extra,
  },
});
const walletHold = (buyer: string, amount: number) =>
  entry('deposit-held', buyer, [
    { account: acct('wallet', buyer), side: 'debit', amount },
    { account: acct('deposits-held', buyer), side: 'credit', amount },
  ]);
const onlineHold = (buyer: string, amount: number) =>
  entry(
    'deposit-held',
    buyer,
    [
      { account: acct('money-received', 'house'), side: 'debit', amount },
      { account: acct('deposits-held', buyer), side: 'credit', amount },
    ],
    { reference: `sandbox-${buyer}` },
  );
const released = (buyer: string, amount: number) =>
  entry('deposit-released', buyer, [
    { account: acct('deposits-held', buyer), side: 'debit', amount },
    { account: acct('wallet', buyer), side: 'credit', amount },
  ]);
const applied = (buyer: string, amount: number) =>
  entry('deposit-applied', buyer, [
    { account: acct('deposits-held', buyer), side: 'debit', amount },
    { account: acct('seller-payable', 's1'), side: 'credit', amount },
  ]);
const sold = (buyerId: string, via = 'auction') => ({
  type: 'LotSold',
  data: { lotId: 'lot-1', buyerId, amount: 1, total: 1, qty: 1, via, common_invoice: 'i', at: AT },
});
const unsold = { type: 'LotUnsold', data: { lotId: 'lot-1', reason: 'no_bids', at: AT } };

/** Folds the events in order; answers every release made due, in order. */
function dueAfter(...events: { type: string; data: unknown }[]): DueRelease[] {
  const planner = new DepositReleasePlanner();
  return events.flatMap((e) => planner.fold(e).due);
}

describe('Deposits given back at the close', () => {
  describe('when A paid from the wallet and B online, and A wins', () => {
    it("gives back B's deposit through the card, never A's", () => {
      expect(dueAfter(walletHold('A', 100_00), onlineHold('B', 100_00), sold('A'))).toEqual([
        { lotId: 'lot-1', buyerId: 'B', method: 'online', reference: 'sandbox-B' },
      ]);
    });

    it("gives back what A's invoice did not take, once it was applied", () => {
      const due = dueAfter(walletHold('A', 100_00), sold('A'), applied('A', 60_00));
      expect(due).toEqual([{ lotId: 'lot-1', buyerId: 'A', method: 'wallet' }]);
    });

    it('gives back nothing of A once the invoice took it all', () => {
      expect(dueAfter(walletHold('A', 100_00), sold('A'), applied('A', 100_00))).toEqual([]);
    });
  });

  it('gives back every deposit of a lot closed unsold', () => {
    const due = dueAfter(walletHold('A', 50_00), onlineHold('B', 50_00), unsold);
    expect(due.map((d) => [d.buyerId, d.method])).toEqual([
      ['A', 'wallet'],
      ['B', 'online'],
    ]);
  });

  it("gives back the buyer's own deposit when the lot sold out by buy now (no invoice applies it)", () => {
    expect(dueAfter(walletHold('A', 50_00), sold('A', 'buy_now')).map((d) => d.buyerId)).toEqual([
      'A',
    ]);
  });

  it('never makes a deposit due before the lot closed', () => {
    expect(dueAfter(walletHold('A', 50_00), onlineHold('B', 50_00))).toEqual([]);
  });

  it('steps over a deposit already given back (the payment saga released it)', () => {
    expect(dueAfter(walletHold('A', 50_00), released('A', 50_00), unsold)).toEqual([]);
  });

  it('makes a hold recorded after the close due at once (a payment racing the close)', () => {
    expect(dueAfter(unsold, walletHold('C', 50_00)).map((d) => d.buyerId)).toEqual(['C']);
  });

  it('closes a lot once: a second close event makes nothing due again', () => {
    expect(dueAfter(walletHold('A', 50_00), unsold, unsold)).toHaveLength(1);
  });

  it('settles a pending release when its ledger entry arrives', () => {
    const planner = new DepositReleasePlanner();
    planner.fold(walletHold('A', 50_00));
    planner.fold(unsold);
    expect(planner.fold(released('A', 50_00)).settled).toEqual(['lot-1:A']);
  });
});
