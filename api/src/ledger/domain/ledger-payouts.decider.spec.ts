import { describe, expect, it } from 'vitest';
import { DomainRejection } from '../../shared/domain/domain-rejection.js';
import { moneyReceived as houseMoneyReceived, sellerPayableOf } from './ledger-accounts.js';
import { owed } from './ledger-entry.rules.js';
import { payableTo } from './ledger.decider.js';
import { buyer, given, SELLER, sellerPayout, when } from './ledger.test-builders.js';

const rejectionOf = (run: () => unknown): DomainRejection | string | undefined => {
  try {
    run();
  } catch (e) {
    return e instanceof DomainRejection ? e : `not a rejection: ${String(e)}`;
  }
  return undefined;
};

describe('Seller payouts', () => {
  describe('given the ledger owes the seller $900 (a $1,000 sale less 10% commission)', () => {
    const earned = 900_00;

    describe('when an admin records a $600 payout', () => {
      const { events, state } = when(given(), sellerPayout(600_00, earned, { reference: 'W-77' }));

      it("records one entry on the seller's stream: payable debited, money received credited (P1)", () => {
        expect(events).toHaveLength(1);
        expect(events[0]?.data).toMatchObject({
          reason: 'seller-payout',
          buyerId: SELLER,
          reference: 'W-77',
          paidTo: { sourceId: 'ba_seller', bankName: 'First Bank', last4: '6789' },
          lines: [
            { account: { kind: 'seller-payable', owner: SELLER }, side: 'debit', amount: 600_00 },
            { account: { kind: 'money-received', owner: 'house' }, side: 'credit', amount: 600_00 },
          ],
        });
      });

      it('leaves $300 payable and the house $600 poorer', () => {
        expect(payableTo(state, earned)).toBe(300_00);
        expect(state.paidOut).toBe(600_00);
        expect(owed(state.balances, houseMoneyReceived)).toBe(600_00);
        expect(-owed(state.balances, sellerPayableOf(SELLER))).toBe(600_00);
      });

      it('refuses a second payout of $301: it exceeds the $300 still payable (P1)', () => {
        const refused = rejectionOf(() => when(state, sellerPayout(301_00, earned)));
        expect(refused).toBeInstanceOf(DomainRejection);
        expect(refused).toMatchObject({
          code: 'payout.exceeds-payable',
          params: { amount: 301_00, payable: 300_00 },
        });
      });

      it('accepts the remaining $300 exactly, leaving nothing payable', () => {
        const after = when(state, sellerPayout(300_00, earned)).state;
        expect(payableTo(after, earned)).toBe(0);
      });
    });

    it('refuses a payout of $900.01 with nothing paid yet (P1)', () => {
      expect(rejectionOf(() => when(given(), sellerPayout(900_01, earned)))).toMatchObject({
        code: 'payout.exceeds-payable',
      });
    });

    it("keeps only the bank's name and the last four digits, even handed a full number (P3)", () => {
      const bankAccount = { id: 'ba_x', bankName: 'First Bank', last4: '000123456789' };
      const { events } = when(given(), sellerPayout(1_00, earned, { bankAccount }));
      expect(events[0]?.data).toMatchObject({
        paidTo: { sourceId: 'ba_x', bankName: 'First Bank', last4: '6789' },
      });
      expect(JSON.stringify(events)).not.toContain('000123456789');
    });

    it('records a retried payout once: the same key records nothing the second time (P2)', () => {
      const first = sellerPayout(500_00, earned, { key: 'admin-1:payout-1' });
      const state = given(first);
      expect(when(state, { ...first }).events).toEqual([]);
      expect(state.paidOut).toBe(500_00);
    });

    it('refuses the payout from anyone but an admin', () => {
      expect(
        rejectionOf(() => when(given(), sellerPayout(1_00, earned, { actor: buyer }))),
      ).toMatchObject({ code: 'ledger.forbidden' });
    });

    it('refuses a payout of nothing or of a fraction of a cent', () => {
      expect(rejectionOf(() => when(given(), sellerPayout(0, earned)))).toMatchObject({
        code: 'wallet.invalid-amount',
      });
      expect(rejectionOf(() => when(given(), sellerPayout(1.5, earned)))).toMatchObject({
        code: 'wallet.invalid-amount',
      });
    });
  });

  describe('given a refund took back more than was left payable', () => {
    it('pays nothing: a negative payable is no payable (P1)', () => {
      const paid = given(sellerPayout(900_00, 900_00));
      expect(payableTo(paid, 500_00)).toBe(0);
      expect(rejectionOf(() => when(paid, sellerPayout(1, 500_00)))).toMatchObject({
        code: 'payout.exceeds-payable',
      });
    });
  });
});
