import { describe, expect, it } from 'vitest';
import { decide } from './ledger.decider.js';
import { admin, BUYER, moneyReceived, T0 } from './ledger.test-builders.js';
import { evolve, initialState } from './ledger.state.js';
import type { LedgerCommand } from './ledger.commands.js';

const funded = [moneyReceived(20_000_00)].reduce(
  (s, c) => decide(c, s).reduce(evolve, s),
  initialState(),
);
const payment = (over: Partial<LedgerCommand> = {}): LedgerCommand =>
  ({
    type: 'PayFromWallet',
    key: 'buyer-1:pay-1',
    buyerId: BUYER,
    sellerId: 'seller-1',
    amount: 11_282_50,
    fee: 1_500_00,
    shipping: 282_50,
    note: 'Invoice 1',
    at: T0,
    actor: admin,
    ...over,
  }) as LedgerCommand;

describe('The shipping line in the ledger', () => {
  it('given an invoice with shipping, when paid from the wallet, then shipping is its own line', () => {
    const [entry] = decide(payment(), funded);
    expect(entry?.data.lines).toEqual([
      { account: { kind: 'wallet', owner: BUYER }, side: 'debit', amount: 11_282_50 },
      { account: { kind: 'seller-payable', owner: 'seller-1' }, side: 'credit', amount: 9_500_00 },
      { account: { kind: 'platform-fees', owner: 'house' }, side: 'credit', amount: 1_500_00 },
      { account: { kind: 'shipping-payable', owner: 'house' }, side: 'credit', amount: 282_50 },
    ]);
  });

  it('given an invoice paid online, then money received is owed on to seller, house and carrier', () => {
    const [entry] = decide(payment({ type: 'ReceiveInvoicePayment' }), initialState());
    const credits = entry?.data.lines.filter((l) => l.side === 'credit').map((l) => l.amount);
    expect(credits).toEqual([9_500_00, 1_500_00, 282_50]);
  });

  it('given a refund, then the shipping line is reversed too', () => {
    const refund = payment({ type: 'RefundInvoice', key: 'refund-INV-1' });
    const [entry] = decide(refund, funded);
    expect(entry?.data.lines).toContainEqual({
      account: { kind: 'shipping-payable', owner: 'house' },
      side: 'debit',
      amount: 282_50,
    });
  });

  it('given fee and shipping larger than the payment, then refused', () => {
    expect(() => decide(payment({ shipping: 9_900_00 }), funded)).toThrowError(
      expect.objectContaining({ code: 'wallet.invalid-amount' }),
    );
  });
});
