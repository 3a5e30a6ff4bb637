import { describe, expect, it } from 'vitest';
import { readModelNamespaces as NS, marketplaceProjections } from '../read-models.js';
import { marketplaceLayouts } from '../read-model-layouts.js';
import { arrayFeed } from '../runner/event-feed.js';
import { ProjectionRunner } from '../runner/projection-runner.js';
import { MemoryReadModelStore } from '../store/memory/memory-read-model-store.js';
import { recorded } from '../testing/recorded-event.builder.js';
import type { WalletDoc } from './wallet.projection.js';

const account = (kind: string, owner: string) => ({ kind, owner });
const entry = (revision: number, reason: string, lines: unknown[], note: string) =>
  recorded('ledger-b1', revision, 'LedgerEntryRecorded', {
    key: `k${revision}`,
    buyerId: 'b1',
    reason,
    lines,
    note,
    recordedBy: 'admin',
    at: `2026-03-0${revision + 1}T10:00:00.000Z`,
    ...(reason === 'money-received' ? {} : { lotId: 'l1' }),
  });

async function walletAfter(...events: ReturnType<typeof entry>[]) {
  const store = new MemoryReadModelStore(marketplaceLayouts);
  const runner = new ProjectionRunner({
    feed: arrayFeed(events),
    store,
    projections: marketplaceProjections,
  });
  await runner.start();
  await runner.caughtUp();
  return store.get<WalletDoc>(NS.wallet, 'b1');
}

describe('Wallet read model', () => {
  it('folds a $500 credit and a $200 deposit into $300 with each balance after', async () => {
    const doc = await walletAfter(
      entry(
        0,
        'money-received',
        [
          { account: account('money-received', 'house'), side: 'debit', amount: 500_00 },
          { account: account('wallet', 'b1'), side: 'credit', amount: 500_00 },
        ],
        'Wire 4471',
      ),
      entry(
        1,
        'deposit-held',
        [
          { account: account('wallet', 'b1'), side: 'debit', amount: 200_00 },
          { account: account('deposits-held', 'b1'), side: 'credit', amount: 200_00 },
        ],
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
