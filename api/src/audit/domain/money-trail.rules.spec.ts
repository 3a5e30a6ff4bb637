import { describe, expect, it } from 'vitest';
import { append, positions } from './audit.test-builders.js';
import { emptyMoneyTrail, followMoney, moneyStreamsOf } from './money-trail.rules.js';

/** Issue 25, the auditor's money trail: which money streams an export of some lots carries. */
describe("A lot's money trail", () => {
  const pos = positions();
  const deposit = (buyerId: string, lotId: string) => ({
    type: 'LedgerEntryRecorded',
    data: { buyerId, lotId, reason: 'deposit-held' },
  });
  const log = [
    ...append([], 'ledger-u-ann', [deposit('u-ann', 'lot-1')], pos),
    ...append([], 'ledger-u-cy', [deposit('u-cy', 'lot-2')], pos),
    ...append(
      [],
      'cart-u-ben',
      [{ type: 'CartCheckoutStarted', data: { userId: 'u-ben', holds: [{ lotId: 'lot-1' }] } }],
      pos,
    ),
    ...append(
      [],
      'invoice-i1',
      [
        {
          type: 'InvoiceRaised',
          data: { invoiceId: 'i1', buyerId: 'u-ben', items: [{ lotId: 'lot-1' }] },
        },
      ],
      pos,
    ),
    ...append(
      [],
      'invoice-i2',
      [
        {
          type: 'InvoiceRaised',
          data: { invoiceId: 'i2', buyerId: 'u-cy', items: [{ lotId: 'lot-2' }] },
        },
      ],
      pos,
    ),
    ...append([], 'payment-p1', [{ type: 'PaymentCaptured', data: { invoiceId: 'i1' } }], pos),
  ];

  it("given a deposit, a checkout and an invoice of lot-1, when followed, then names their invoice, each buyer's ledger, the cart and the payment", () => {
    const trail = emptyMoneyTrail();
    followMoney(trail, log.slice(0, 3), new Set(['lot-1']));
    followMoney(trail, log.slice(3), new Set(['lot-1']));
    expect(moneyStreamsOf(trail)).toEqual([
      'invoice-i1',
      'ledger-u-ann',
      'ledger-u-ben',
      'cart-u-ben',
      'payment-p1',
    ]);
  });

  it('given only another lot names a buyer, when followed, then that buyer is not in the trail', () => {
    const trail = emptyMoneyTrail();
    followMoney(trail, log, new Set(['lot-1']));
    expect(moneyStreamsOf(trail).some((s) => s.endsWith('u-cy') || s === 'invoice-i2')).toBe(false);
  });

  it('given no money moved for the lot, when followed, then the trail is empty', () => {
    const trail = emptyMoneyTrail();
    followMoney(trail, log, new Set(['lot-9']));
    expect(moneyStreamsOf(trail)).toEqual([]);
  });
});
