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

  describe("a seller's payouts and the redirect gateway's payments", () => {
    const p2 = positions();
    const started = (payerId: string, paymentId: string, purpose: string, subjectId: string) => ({
      type: 'RedirectPaymentStarted',
      data: { paymentId, payerId, provider: 'rosoom', purpose, subjectId, amount: 100 },
    });
    const money = [
      ...append(
        [],
        'redirect-payments-u-ann',
        [started('u-ann', 'rp-0', 'bid-deposit', 'lot-1')],
        p2,
      ),
      ...append(
        [],
        'invoice-i1',
        [
          {
            type: 'InvoiceRaised',
            data: {
              invoiceId: 'i1',
              buyerId: 'u-ben',
              sellerId: 's-1',
              items: [{ lotId: 'lot-1' }],
            },
          },
        ],
        p2,
      ),
      ...append(
        [],
        'invoice-i2',
        [
          {
            type: 'InvoiceRaised',
            data: {
              invoiceId: 'i2',
              buyerId: 'u-cy',
              sellerId: 's-2',
              items: [{ lotId: 'lot-2' }],
            },
          },
        ],
        p2,
      ),
      ...append([], 'redirect-payments-u-ben', [started('u-ben', 'rp-1', 'invoice', 'i1')], p2),
      ...append([], 'redirect-payments-u-cy', [started('u-cy', 'rp-2', 'invoice', 'i2')], p2),
      ...append(
        [],
        'ledger-s-1',
        [{ type: 'LedgerEntryRecorded', data: { buyerId: 's-1', reason: 'seller-payout' } }],
        p2,
      ),
    ];

    it("given lot-1's invoice owes seller s-1, when followed, then the seller's ledger (its payouts) is in the trail, once even when they also bought", () => {
      const trail = emptyMoneyTrail();
      followMoney(trail, money, new Set(['lot-1']));
      trail.buyers.add('s-1');
      const streams = moneyStreamsOf(trail);
      expect(streams.filter((s) => s === 'ledger-s-1')).toHaveLength(1);
      expect(streams).not.toContain('ledger-s-2');
    });

    it("given redirect payments of lot-1's deposit and invoice, when followed, then each payer's redirect-payments stream and ledger are in the trail, not another lot's", () => {
      const trail = emptyMoneyTrail();
      followMoney(trail, money, new Set(['lot-1']));
      expect(moneyStreamsOf(trail)).toEqual([
        'invoice-i1',
        'ledger-s-1',
        'ledger-u-ann',
        'ledger-u-ben',
        'redirect-payments-u-ann',
        'redirect-payments-u-ben',
      ]);
    });
  });

  describe('online payments through the card provider', () => {
    const p3 = positions();
    const online = (key: string, purpose: string, targetId: string) => ({
      type: 'OnlinePaymentStarted',
      data: { key, purpose, targetId, payer: { id: 'u-ben', role: 'buyer' }, amount: 100 },
    });
    const webhook = (key: string) => ({
      type: 'ProviderEventReceived',
      data: { provider: 'stripe', eventId: `evt-${key}`, key },
    });
    const log = [
      ...append(
        [],
        'invoice-i1',
        [
          {
            type: 'InvoiceRaised',
            data: { invoiceId: 'i1', buyerId: 'u-ben', items: [{ lotId: 'lot-1' }] },
          },
        ],
        p3,
      ),
      ...append([], 'online-payment-u-ben:on-1', [online('u-ben:on-1', 'invoice', 'i1')], p3),
      ...append(
        [],
        'online-payment-u-ben:on-2',
        [online('u-ben:on-2', 'bid-deposit', 'lot-1')],
        p3,
      ),
      ...append([], 'online-payment-u-ben:on-3', [online('u-ben:on-3', 'invoice', 'i9')], p3),
      ...append([], 'provider-event-stripe-evt-1', [webhook('u-ben:on-1')], p3),
      ...append([], 'provider-event-stripe-evt-3', [webhook('u-ben:on-3')], p3),
    ];

    it("given online payments of lot-1's invoice and deposit and a webhook about one, when followed, then their streams are in the trail, not another invoice's", () => {
      const trail = emptyMoneyTrail();
      followMoney(trail, log, new Set(['lot-1']));
      expect(moneyStreamsOf(trail)).toEqual([
        'invoice-i1',
        'ledger-u-ben',
        'online-payment-u-ben:on-1',
        'online-payment-u-ben:on-2',
        'provider-event-stripe-evt-1',
      ]);
    });
  });
});
