import type { RecordedEvent } from '@facet/event-schemas';
import { describe, expect, it } from 'vitest';
import { readModelNamespaces as NS } from '../read-models.js';
import { ledgerAccount as acct, ledgerEntry, transfer } from '../testing/ledger-entry.builder.js';
import { projectedStore } from '../testing/projected-store.js';
import { recorded } from '../testing/recorded-event.builder.js';
import type { BuyerDepositsDoc } from './deposits.projection.js';

const AT = (day: number) => `2026-03-0${day}T10:00:00.000Z`;
let rev = 0;
const entry = (reason: string, lotId: string, lines: ReturnType<typeof transfer>, extra = {}) => {
  const revision = rev++;
  return ledgerEntry(revision, {
    key: `k${rev}`,
    reason,
    lines,
    note: `Bid Deposit - ${lotId}`,
    lotId,
    at: `2026-03-02T10:00:${String(rev % 60).padStart(2, '0')}.000Z`,
    ...extra,
  });
};
const held = (lotId: string, from: 'wallet' | 'money-received') =>
  entry(
    'deposit-held',
    lotId,
    transfer(acct(from, from === 'wallet' ? 'b1' : 'house'), acct('deposits-held', 'b1'), 200_00),
    from === 'wallet' ? {} : { reference: 'sandbox-1' },
  );
const settled = (reason: string, lotId: string, to: string) =>
  entry(
    reason,
    lotId,
    transfer(acct('deposits-held', 'b1'), acct(to, to === 'wallet' ? 'b1' : 'house'), 200_00),
  );

async function depositsAfter(...events: RecordedEvent[]) {
  const store = await projectedStore(events);
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
