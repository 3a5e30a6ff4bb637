import { describe, expect, it } from 'vitest';
import { readModelNamespaces as NS } from '../read-models.js';
import {
  ledgerAccount as account,
  ledgerEntry,
  transfer,
} from '../testing/ledger-entry.builder.js';
import { projectedStore } from '../testing/projected-store.js';
import { LEDGER_TOTALS_ID, type LedgerTotalsDoc } from './ledger-totals.projection.js';

const at = (day: number) => `2026-03-0${day}T10:00:00.000Z`;

describe('Ledger totals read model', () => {
  it('sums every entry of every buyer by side: $500 received by b1, $200 of it held, $80 by b2', async () => {
    const store = await projectedStore([
      ledgerEntry(0, {
        reason: 'money-received',
        lines: transfer(account('bank', 'house'), account('wallet', 'b1'), 500_00),
        note: 'top-up',
        at: at(1),
      }),
      ledgerEntry(1, {
        reason: 'deposit-held',
        lines: transfer(account('wallet', 'b1'), account('deposits-held', 'b1'), 200_00),
        note: 'deposit',
        at: at(2),
        lotId: 'l1',
      }),
      ledgerEntry(0, {
        buyerId: 'b2',
        reason: 'money-received',
        lines: transfer(account('bank', 'house'), account('wallet', 'b2'), 80_00),
        note: 'top-up',
        at: at(3),
      }),
    ]);
    expect(await store.get<LedgerTotalsDoc>(NS.ledgerTotals, LEDGER_TOTALS_ID)).toMatchObject({
      id: LEDGER_TOTALS_ID,
      debits: 780_00,
      credits: 780_00,
      entries: 3,
    });
  });

  it('has no document before the first entry', async () => {
    const store = await projectedStore([]);
    expect(await store.get(NS.ledgerTotals, LEDGER_TOTALS_ID)).toBeUndefined();
  });
});
