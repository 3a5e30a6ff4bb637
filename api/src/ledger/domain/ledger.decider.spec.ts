import { describe, expect, it } from 'vitest';
import { rejectionCode } from '../../../test/deciders/rejection-code.js';
import { depositsHeldOf, moneyReceived as houseMoneyReceived } from './ledger-accounts.js';
import { owed, trialBalance } from './ledger-entry.rules.js';
import { depositHeldFor, walletBalance } from './ledger.decider.js';
import {
  BUYER,
  admin,
  applyDeposit,
  buyer,
  given,
  holdDeposit,
  moneyReceived,
  payFromWallet,
  releaseDeposit,
  when,
} from './ledger.test-builders.js';

describe('Ledger', () => {
  describe('when an admin records a $500 bank transfer for the buyer', () => {
    const { events, state } = when(given(), moneyReceived(500_00, { note: 'Wire 4471' }));

    it('records one entry: money received debited, the wallet credited', () => {
      expect(events).toHaveLength(1);
      expect(events[0]?.data).toMatchObject({
        reason: 'money-received',
        buyerId: BUYER,
        note: 'Wire 4471',
        recordedBy: admin.id,
        lines: [
          { account: { kind: 'money-received', owner: 'house' }, side: 'debit', amount: 500_00 },
          { account: { kind: 'wallet', owner: BUYER }, side: 'credit', amount: 500_00 },
        ],
      });
    });

    it('leaves the wallet at $500 and the house having received $500', () => {
      expect(walletBalance(state, BUYER)).toBe(500_00);
      expect(-owed(state.balances, houseMoneyReceived)).toBe(500_00);
      expect(trialBalance(state.balances)).toBe(0);
    });

    it('refuses the same from anyone but an admin', () => {
      expect(rejectionCode(() => when(given(), moneyReceived(500_00, { actor: buyer })))).toBe(
        'ledger.forbidden',
      );
    });
  });

  describe('when the buyer has $500 in the wallet', () => {
    const funded = given(moneyReceived(500_00));

    it('pays a $200 deposit: $300 left in the wallet, $200 held', () => {
      const { state } = when(funded, holdDeposit(200_00));
      expect(walletBalance(state, BUYER)).toBe(300_00);
      expect(owed(state.balances, depositsHeldOf(BUYER))).toBe(200_00);
    });

    it('refuses a $600 deposit and records nothing (W1)', () => {
      expect(rejectionCode(() => when(funded, holdDeposit(600_00)))).toBe(
        'wallet.insufficient-balance',
      );
      expect(walletBalance(funded, BUYER)).toBe(500_00);
    });

    it('spends the wallet to exactly zero, never below', () => {
      const { state } = when(funded, holdDeposit(500_00));
      expect(walletBalance(state, BUYER)).toBe(0);
      expect(rejectionCode(() => when(state, holdDeposit(1)))).toBe('wallet.insufficient-balance');
    });

    it("refuses to move another buyer's money", () => {
      const other = { id: 'buyer-2', role: 'buyer' as const };
      expect(rejectionCode(() => when(funded, holdDeposit(100_00, { actor: other })))).toBe(
        'ledger.forbidden',
      );
    });

    it.each([0, -100, 10.5])('refuses an amount of %s cents', (amount) => {
      expect(rejectionCode(() => when(funded, holdDeposit(amount)))).toBe('wallet.invalid-amount');
    });

    it('pays a seller $450 of which the platform keeps $50', () => {
      const { events, state } = when(funded, payFromWallet(450_00, 50_00));
      expect(events[0]?.data.lines.map((l) => [l.account.kind, l.side, l.amount])).toEqual([
        ['wallet', 'debit', 450_00],
        ['seller-payable', 'credit', 400_00],
        ['platform-fees', 'credit', 50_00],
      ]);
      expect(walletBalance(state, BUYER)).toBe(50_00);
      expect(trialBalance(state.balances)).toBe(0);
    });
  });

  describe('when a $200 deposit is held', () => {
    const held = given(moneyReceived(500_00), holdDeposit(200_00));

    it('releases it back to the wallet', () => {
      const { state } = when(held, releaseDeposit(200_00));
      expect(walletBalance(state, BUYER)).toBe(500_00);
      expect(owed(state.balances, depositsHeldOf(BUYER))).toBe(0);
    });

    it('never releases more than is held', () => {
      expect(rejectionCode(() => when(held, releaseDeposit(200_01)))).toBe('deposit.not-held');
    });

    it("never releases one lot's deposit from the money held for another lot", () => {
      const twoLots = given(
        moneyReceived(500_00),
        holdDeposit(200_00),
        holdDeposit(100_00, { lotId: 'lot-2' }),
      );
      expect(rejectionCode(() => when(twoLots, releaseDeposit(300_00)))).toBe('deposit.not-held');
      expect(when(twoLots, releaseDeposit(100_00, { lotId: 'lot-2' })).events).toHaveLength(1);
    });

    it("applies it to the winner's invoice in one entry: deposits held debited, the seller credited", () => {
      const { events, state } = when(held, applyDeposit(200_00));
      expect(events).toHaveLength(1);
      expect(events[0]?.data).toMatchObject({ reason: 'deposit-applied', lotId: 'lot-1' });
      expect(events[0]?.data.lines.map((l) => [l.account.kind, l.side, l.amount])).toEqual([
        ['deposits-held', 'debit', 200_00],
        ['seller-payable', 'credit', 200_00],
      ]);
      expect(owed(state.balances, depositsHeldOf(BUYER))).toBe(0);
      expect(depositHeldFor(state, 'lot-1')).toBe(0);
      expect(walletBalance(state, BUYER)).toBe(300_00);
      expect(trialBalance(state.balances)).toBe(0);
    });

    it('applies only what is held for that lot, never a deposit held for another lot', () => {
      expect(rejectionCode(() => when(held, applyDeposit(200_01)))).toBe('deposit.not-held');
      expect(rejectionCode(() => when(held, applyDeposit(100_00, { lotId: 'lot-2' })))).toBe(
        'deposit.not-held',
      );
    });

    it('applies it once: the same key again records nothing', () => {
      const apply = applyDeposit(200_00, { key: 'system:apply-deposit-INV-1' });
      expect(when(given(moneyReceived(500_00), holdDeposit(200_00), apply), apply).events).toEqual(
        [],
      );
    });
  });

  describe('a repeated command (same idempotency key)', () => {
    it('records nothing the second time', () => {
      const credit = moneyReceived(500_00, { key: 'admin-1:cmd-x' });
      const { state } = when(given(credit), credit);
      expect(state.entries).toBe(1);
      expect(walletBalance(state, BUYER)).toBe(500_00);
      expect(when(given(credit), credit).events).toEqual([]);
    });

    it('is not refused even when the wallet could no longer pay it', () => {
      const hold = holdDeposit(500_00, { key: 'buyer-1:cmd-y' });
      const state = given(moneyReceived(500_00), hold);
      expect(when(state, hold).events).toEqual([]);
    });
  });
});
