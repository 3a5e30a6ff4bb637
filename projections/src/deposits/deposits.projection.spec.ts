import { describe, expect, it } from 'vitest';
import { readModelNamespaces as NS, marketplaceProjections } from '../read-models.js';
import { marketplaceLayouts } from '../read-model-layouts.js';
import { arrayFeed } from '../runner/event-feed.js';
import { ProjectionRunner } from '../runner/projection-runner.js';
import { MemoryReadModelStore } from '../store/memory/memory-read-model-store.js';
import { recorded } from '../testing/recorded-event.builder.js';
import type { BuyerDepositsDoc } from './deposits.projection.js';

const AT = (day: number) => `2026-03-0${day}T10:00:00.000Z`;
const acct = (kind: string, owner: string) => ({ kind, owner });
let rev = 0;
const entry = (reason: string, lotId: string, lines: unknown[], extra: object = {}) =>
  recorded('ledger-b1', rev++, 'LedgerEntryRecorded', {
    key: `k${rev}`,
    buyerId: 'b1',
    reason,
    lines,
    note: `Bid Deposit - ${lotId}`,
    lotId,
    recordedBy: 'b1',
    at: `2026-03-02T10:00:${String(rev % 60).padStart(2, '0')}.000Z`,
    ...extra,
  });
const held = (lotId: string, from: 'wallet' | 'money-received') =>
  entry(
    'deposit-held',
    lotId,
    [
      { account: acct(from, from === 'wallet' ? 'b1' : 'house'), side: 'debit', amount: 200_00 },
      { account: acct('deposits-held', 'b1'), side: 'credit', amount: 200_00 },
    ],
    from === 'wallet' ? {} : { reference: 'sandbox-1' },
  );
const settled = (reason: string, lotId: string, to: string) =>
  entry(reason, lotId, [
    { account: acct('deposits-held', 'b1'), side: 'debit', amount: 200_00 },
    { account: acct(to, to === 'wallet' ? 'b1' : 'house'), side: 'credit', amount: 200_00 },
  ]);

async function depositsAfter(...events: ReturnType<typeof entry>[]) {
  const store = new MemoryReadModelStore(marketplaceLayouts);
  const runner = new ProjectionRunner({
    feed: arrayFeed(events),
    store,
    projections: marketplaceProjections,
  });
  await runner.start();
  await runner.caughtUp();
  return (await store.get<BuyerDepositsDoc>(NS.deposits, 'b1'))?.deposits ?? [];
}

describe('Deposits read model', () => {
  it('shows a wallet deposit held, recorded by the lot, then released at the close', async () => {
    const deposits = await depositsAfter(
      held('l1', 'wallet'),
      recorded('lot-l1', 5, 'BidDepositRecorded', {
        lotId: 'l1',
        userId: 'b1',
        amount: 200_00,
        recordedBy: 'b1',
        at: AT(2),
      }),
      settled('deposit-released', 'l1', 'wallet'),
    );
    expect(deposits).toMatchObject([
      { lotId: 'l1', amount: 200_00, method: 'wallet', status: 'released' },
    ]);
    expect(deposits[0]?.bidDepositId).not.toBeNull();
    expect(deposits[0]?.settledAt).not.toBeNull();
  });

  it('shows an online deposit refunded to the card with its gateway reference', async () => {
    const deposits = await depositsAfter(
      held('l2', 'money-received'),
      settled('deposit-refunded', 'l2', 'money-received'),
    );
    expect(deposits).toMatchObject([
      { lotId: 'l2', method: 'online', reference: 'sandbox-1', status: 'refunded' },
    ]);
  });

  it('names the invoice a deposit was applied to', async () => {
    const deposits = await depositsAfter(
      held('l3', 'wallet'),
      recorded('invoice-i1', 0, 'InvoiceRaised', {
        invoiceId: 'i1',
        number: 7,
        buyerId: 'b1',
        sellerId: 's1',
        items: [
          {
            lotId: 'l3',
            title: 'Ruby',
            qty: 1,
            pricing: 'per_item',
            unitPrice: 500_00,
            weight: 0,
            total: 500_00,
          },
        ],
        buyersPremium: 0,
        depositApplied: 200_00,
        tax: 0,
        source: 'close',
        at: AT(4),
      }),
      settled('deposit-applied', 'l3', 'seller-payable'),
    );
    expect(deposits).toMatchObject([
      { lotId: 'l3', status: 'applied', invoiceId: 'i1', invoiceNumber: 7 },
    ]);
  });

  it('keeps two deposits of two lots apart', async () => {
    const deposits = await depositsAfter(
      held('l4', 'wallet'),
      held('l5', 'wallet'),
      settled('deposit-released', 'l5', 'wallet'),
    );
    expect(deposits.map((d) => [d.lotId, d.status])).toEqual([
      ['l4', 'held'],
      ['l5', 'released'],
    ]);
  });
});
