import { describe, expect, it } from 'vitest';
import { append, positions } from './audit.test-builders.js';
import {
  entryOfInvoice,
  paymentReceiptPayloadOf,
  redirectPaymentIdsFor,
} from './payment-receipt.builder.js';

const line = (kind: string, owner: string, side: 'debit' | 'credit', amount: number) => ({
  account: { kind, owner },
  side,
  amount,
});

/** Issue 25: every payment and refund gets a signed receipt, like a bid. */
describe('A payment receipt', () => {
  const pos = positions();
  const [paid, refunded] = append(
    [],
    'ledger-u-ann',
    [
      {
        type: 'LedgerEntryRecorded',
        data: {
          key: 'u-ann:pay-1',
          buyerId: 'u-ann',
          reason: 'wallet-payment',
          lines: [
            line('wallet', 'u-ann', 'debit', 100_00),
            line('seller-payable', 's-1', 'credit', 90_00),
            line('platform-fees', 'house', 'credit', 10_00),
          ],
          note: 'Invoice 4',
          recordedBy: 'u-ann',
          at: '2026-11-24T10:00:00.000Z',
        },
      },
      {
        type: 'LedgerEntryRecorded',
        data: {
          key: 'system:refund-inv-4',
          buyerId: 'u-ann',
          reason: 'invoice-refund',
          lines: [
            line('seller-payable', 's-1', 'debit', 90_00),
            line('platform-fees', 'house', 'debit', 10_00),
            line('wallet', 'u-ann', 'credit', 100_00),
          ],
          note: 'Refund - Invoice 4',
          recordedBy: 'system',
          at: '2026-11-24T11:00:00.000Z',
        },
      },
    ],
    pos,
  );

  it("given a wallet payment, then it signs the entry's place, hash, amount in cents and parties", () => {
    expect(paymentReceiptPayloadOf(paid!, 'k1')).toEqual({
      format: 'facet-payment-receipt/1',
      kind: 'payment',
      reason: 'wallet-payment',
      buyerId: 'u-ann',
      sellerId: 's-1',
      key: 'u-ann:pay-1',
      amount: 100_00,
      lotId: null,
      reference: null,
      eventId: paid!.id,
      eventType: 'LedgerEntryRecorded',
      stream: 'ledger-u-ann',
      revision: 0,
      hash: paid!.hash,
      serverTime: '2026-11-24T10:00:00.000Z',
      keyId: 'k1',
    });
  });

  it('given an invoice refund, then it is a refund', () => {
    expect(paymentReceiptPayloadOf(refunded!, 'k1')).toMatchObject({
      kind: 'refund',
      amount: 100_00,
    });
  });

  it('given another event than a ledger entry, then there is no receipt', () => {
    const [other] = append([], 'lot-1', [{ type: 'LotCreated', data: {} }], pos);
    expect(paymentReceiptPayloadOf(other!, 'k1')).toBeUndefined();
  });

  it("finds an invoice's entries: its payments (or the system's record of them), their give-backs, the deposit applied and the refund", () => {
    const invoice = { invoiceId: 'inv-4', paymentKeys: ['u-ann:pay-1', 'admin:t-1'] };
    for (const key of [
      'u-ann:pay-1',
      'system:u-ann:pay-1',
      'system:u-ann:pay-1:refund',
      'admin:t-1',
      'system:apply-deposit-inv-4',
      'system:refund-inv-4',
    ])
      expect([key, entryOfInvoice(key, invoice)]).toEqual([key, true]);
    for (const key of ['u-ann:pay-2', 'system:refund-inv-5', 'admin:c-1'])
      expect([key, entryOfInvoice(key, invoice)]).toEqual([key, false]);
  });

  it("given a seller's payout on the seller's own ledger, then it is a payout, the seller both owner and party", () => {
    const [payout] = append(
      [],
      'ledger-s-1',
      [
        {
          type: 'LedgerEntryRecorded',
          data: {
            key: 'admin-1:po-1',
            buyerId: 's-1',
            reason: 'seller-payout',
            lines: [
              line('seller-payable', 's-1', 'debit', 90_00),
              line('money-received', 'house', 'credit', 90_00),
            ],
            note: 'Payout - WIRE-7',
            reference: 'WIRE-7',
            recordedBy: 'admin-1',
            at: '2026-11-24T12:00:00.000Z',
          },
        },
      ],
      pos,
    );
    expect(paymentReceiptPayloadOf(payout!, 'k1')).toMatchObject({
      kind: 'payout',
      reason: 'seller-payout',
      buyerId: 's-1',
      sellerId: 's-1',
      amount: 90_00,
      reference: 'WIRE-7',
      stream: 'ledger-s-1',
    });
  });

  it("finds an invoice's redirect payments (paid to it, or credited to the wallet when it could not take them) and its refund to the card", () => {
    const [mine, other, deposit] = append(
      [],
      'redirect-payments-u-ann',
      [
        {
          type: 'RedirectPaymentStarted',
          data: { paymentId: 'rp-1', purpose: 'invoice', subjectId: 'inv-4' },
        },
        {
          type: 'RedirectPaymentStarted',
          data: { paymentId: 'rp-2', purpose: 'invoice', subjectId: 'inv-5' },
        },
        {
          type: 'RedirectPaymentStarted',
          data: { paymentId: 'rp-3', purpose: 'bid-deposit', subjectId: 'inv-4' },
        },
      ],
      pos,
    );
    const redirectPaymentIds = redirectPaymentIdsFor([mine!, other!, deposit!], 'inv-4');
    expect(redirectPaymentIds).toEqual(['rp-1']);
    const invoice = { invoiceId: 'inv-4', paymentKeys: [], redirectPaymentIds };
    for (const key of [
      'system:redirect:rp-1',
      'system:redirect:rp-1:wallet',
      'system:refund-card-inv-4',
    ])
      expect([key, entryOfInvoice(key, invoice)]).toEqual([key, true]);
    for (const key of ['system:redirect:rp-2', 'system:redirect:rp-3', 'system:refund-card-inv-5'])
      expect([key, entryOfInvoice(key, invoice)]).toEqual([key, false]);
  });
});
