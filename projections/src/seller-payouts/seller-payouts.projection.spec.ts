import { describe, expect, it } from 'vitest';
import { readModelNamespaces as NS } from '../read-models.js';
import {
  ledgerAccount as account,
  ledgerEntry,
  type LedgerLine,
} from '../testing/ledger-entry.builder.js';
import { projectedStore } from '../testing/projected-store.js';
import type { SellerPayoutsDoc } from './seller-payouts.projection.js';

const at = (day: number) => `2026-03-0${day}T10:00:00.000Z`;
const line = (
  kind: string,
  owner: string,
  side: 'debit' | 'credit',
  amount: number,
): LedgerLine => ({
  account: account(kind, owner),
  side,
  amount,
});

describe('Seller payouts read model', () => {
  it('owes s1 $900 of a $1,000 sale (10% commission), $600 paid out, $300 due', async () => {
    const store = await projectedStore([
      ledgerEntry(0, {
        reason: 'invoice-payment',
        lines: [
          line('money-received', 'house', 'debit', 1_000_00),
          line('seller-payable', 's1', 'credit', 900_00),
          line('platform-fees', 'house', 'credit', 100_00),
        ],
        note: 'Invoice 1',
        at: at(1),
      }),
      ledgerEntry(0, {
        buyerId: 's1',
        recordedBy: 'admin',
        reason: 'seller-payout',
        reference: 'W-77',
        paidTo: { sourceId: 'ba_1', bankName: 'STRIPE TEST BANK', last4: '6789' },
        lines: [
          line('seller-payable', 's1', 'debit', 600_00),
          line('money-received', 'house', 'credit', 600_00),
        ],
        note: 'Payout',
        at: at(2),
      }),
    ]);
    const doc = await store.get<SellerPayoutsDoc>(NS.sellerPayouts, 's1');
    expect(doc).toMatchObject({ earned: 900_00, paidOut: 600_00 });
    expect(doc?.payouts.map((p) => [p.amount, p.reference])).toEqual([[600_00, 'W-77']]);
    // Where it went: the bank's name and the last four digits, never the account number.
    expect(doc?.payouts[0]).toMatchObject({ bankName: 'STRIPE TEST BANK', last4: '6789' });
  });

  it('takes a refund off what the seller earned', async () => {
    const store = await projectedStore([
      ledgerEntry(0, {
        reason: 'wallet-payment',
        lines: [
          line('wallet', 'b1', 'debit', 500_00),
          line('seller-payable', 's1', 'credit', 500_00),
        ],
        note: 'Invoice 2',
        at: at(1),
      }),
      ledgerEntry(1, {
        reason: 'invoice-refund',
        lines: [
          line('seller-payable', 's1', 'debit', 500_00),
          line('wallet', 'b1', 'credit', 500_00),
        ],
        note: 'Refund',
        at: at(2),
      }),
    ]);
    expect(await store.get<SellerPayoutsDoc>(NS.sellerPayouts, 's1')).toMatchObject({
      earned: 0,
      paidOut: 0,
      payouts: [],
    });
  });

  it('counts a transfer s1 collected as collected, never as due: s1 owes the $100 fee (L-SFB-2)', async () => {
    const store = await projectedStore([
      ledgerEntry(0, {
        reason: 'seller-collected',
        recordedBy: 's1',
        lines: [
          line('seller-payable', 's1', 'debit', 1_000_00),
          line('seller-payable', 's1', 'credit', 900_00),
          line('platform-fees', 'house', 'credit', 100_00),
        ],
        note: 'Bank transfer - Invoice 2',
        at: at(3),
      }),
    ]);
    expect(await store.get<SellerPayoutsDoc>(NS.sellerPayouts, 's1')).toMatchObject({
      earned: -100_00,
      collected: 1_000_00,
      paidOut: 0,
      payouts: [],
    });
  });
});
