import type { RecordedEvent } from '@facet/event-schemas';
import { describe, expect, it } from 'vitest';
import { readModelNamespaces as NS } from '../read-models.js';
import {
  ledgerAccount as account,
  ledgerEntry,
  type LedgerLine,
  transfer,
} from '../testing/ledger-entry.builder.js';
import { projectedStore } from '../testing/projected-store.js';
import type { WalletDoc } from './wallet.projection.js';

const entry = (revision: number, reason: string, lines: LedgerLine[], note: string) =>
  ledgerEntry(revision, {
    reason,
    lines,
    note,
    recordedBy: 'admin',
    at: `2026-03-0${revision + 1}T10:00:00.000Z`,
    ...(reason === 'money-received' ? {} : { lotId: 'l1' }),
  });

async function walletAfter(...events: RecordedEvent[]) {
  return (await projectedStore(events)).get<WalletDoc>(NS.wallet, 'b1');
}

describe('Wallet read model', () => {
  it('folds a $500 credit and a $200 deposit into $300 with each balance after', async () => {
    const doc = await walletAfter(
      entry(
        0,
        'money-received',
        transfer(account('money-received', 'house'), account('wallet', 'b1'), 500_00),
        'Wire 4471',
      ),
      entry(
        1,
        'deposit-held',
        transfer(account('wallet', 'b1'), account('deposits-held', 'b1'), 200_00),
        'Bid Deposit - Lot 1',
      ),
    );
    expect(doc).toMatchObject({ balance: 300_00, depositsHeld: 200_00 });
    expect(doc?.movements.map((m) => [m.amount, m.balanceAfter, m.note, m.lotId])).toEqual([
      [500_00, 500_00, 'Wire 4471', null],
      [-200_00, 300_00, 'Bid Deposit - Lot 1', 'l1'],
    ]);
  });
});
