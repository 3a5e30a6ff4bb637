import { describe, expect, it } from 'vitest';
import { rejectionCode } from '../../../test/deciders/rejection-code.js';
import type { ReceiveInvoicePayment } from './ledger.commands.js';
import { owed, trialBalance } from './ledger-entry.rules.js';
import { moneyReceived as houseBank, sellerPayableOf, platformFees } from './ledger-accounts.js';
import { walletBalance } from './ledger.decider.js';
import {
  BUYER,
  SELLER,
  given,
  moneyReceived,
  payFromWallet,
  when,
} from './ledger.test-builders.js';

const sellerActor = { id: SELLER, role: 'seller' as const };
const otherSeller = { id: 'seller-2', role: 'seller' as const };

describe("Ledger: a seller acting for a buyer on the seller's invoice", () => {
  const funded = given(moneyReceived(500_00));

  it("takes the buyer's wallet towards that seller's payable, recorded by the seller (L-SFB)", () => {
    const { events, state } = when(funded, payFromWallet(450_00, 50_00, { actor: sellerActor }));
    expect(events[0]?.data).toMatchObject({ buyerId: BUYER, recordedBy: SELLER });
    expect(walletBalance(state, BUYER)).toBe(50_00);
    expect(trialBalance(state.balances)).toBe(0);
  });

  it("refuses a seller paying another seller's invoice from the buyer's wallet (L-SFB)", () => {
    expect(
      rejectionCode(() => when(funded, payFromWallet(450_00, 0, { actor: otherSeller }))),
    ).toBe('ledger.forbidden');
  });

  it('moves nothing twice for one key', () => {
    const pay = payFromWallet(450_00, 0, { actor: sellerActor });
    const once = when(funded, pay).state;
    expect(when(once, pay).events).toEqual([]);
  });
});

describe('Ledger: an invoice payment the seller records is money the seller collected (L-SFB-2)', () => {
  const transfer = (actor: ReceiveInvoicePayment['actor']): ReceiveInvoicePayment => ({
    type: 'ReceiveInvoicePayment',
    key: `${actor.id}:cmd-transfer`,
    buyerId: BUYER,
    sellerId: SELLER,
    amount: 1_000_00,
    fee: 100_00,
    note: 'Bank transfer - Invoice 7',
    at: '2026-03-02T10:00:00.000Z',
    actor,
  });
  const balanceOf = (state: ReturnType<typeof given>, account: Parameters<typeof owed>[1]) =>
    state.balances[`${account.kind}:${account.owner}`] ?? 0;

  it("given the seller records the buyer's transfer, when booked, then the house's bank is untouched and the seller owes the fee", () => {
    const { events, state } = when(given(), transfer(sellerActor));
    expect(events[0]?.data.reason).toBe('seller-collected');
    expect(events[0]?.data.recordedBy).toBe(SELLER);
    expect(events[0]?.data.lines.map((l) => [l.account.kind, l.side, l.amount])).toEqual([
      ['seller-payable', 'debit', 1_000_00],
      ['seller-payable', 'credit', 900_00],
      ['platform-fees', 'credit', 100_00],
    ]);
    expect(balanceOf(state, houseBank)).toBe(0);
    // The seller kept $1,000 and earned $900: they owe the house its $100 fee (payable in debit).
    expect(owed(state.balances, sellerPayableOf(SELLER))).toBe(-100_00);
    expect(owed(state.balances, platformFees)).toBe(100_00);
    expect(trialBalance(state.balances)).toBe(0);
  });

  it('given an admin marks the same transfer received, then the house received it, as before', () => {
    const { events, state } = when(given(), transfer({ id: 'admin-1', role: 'admin' }));
    expect(events[0]?.data.reason).toBe('invoice-payment');
    expect(balanceOf(state, houseBank)).toBe(1_000_00);
    expect(owed(state.balances, sellerPayableOf(SELLER))).toBe(900_00);
  });

  it('given the seller retries the same command, then it is booked once', () => {
    const once = when(given(), transfer(sellerActor)).state;
    expect(when(once, transfer(sellerActor)).events).toEqual([]);
  });

  it('given another seller records it, then it is refused (L-SFB)', () => {
    expect(rejectionCode(() => when(given(), transfer(otherSeller)))).toBe('ledger.forbidden');
  });
});

describe("Ledger: a seller's plan charged (SUB-1)", () => {
  const charge = {
    type: 'ChargeSubscription' as const,
    key: 'plan:seller-1:cmd-1',
    buyerId: SELLER,
    amount: 99_00,
    note: 'Plan professional',
    reference: 'sandbox-1',
    at: '2026-03-02T10:00:00.000Z',
    actor: { id: 'system', role: 'admin' as const },
  };

  it("records money received as the house's income, balanced, once per key", () => {
    const { events, state } = when(given(), charge);
    expect(events[0]?.data.lines.map((l) => [l.account.kind, l.side, l.amount])).toEqual([
      ['money-received', 'debit', 99_00],
      ['platform-fees', 'credit', 99_00],
    ]);
    expect(events[0]?.data.reason).toBe('subscription-charge');
    expect(trialBalance(state.balances)).toBe(0);
    expect(when(state, charge).events).toEqual([]);
  });

  it('refuses a seller recording their own charge', () => {
    expect(rejectionCode(() => when(given(), { ...charge, actor: sellerActor }))).toBe(
      'ledger.forbidden',
    );
  });
});
