import { describe, expect, it } from 'vitest';
import type { ProjectedEvent } from '../runner/projection.js';
import { recorded } from '../testing/recorded-event.builder.js';
import { buyerInvoicesProjection } from './buyer-invoices.projection.js';
import { invoiceProjection, invoiceStatus } from './invoice.projection.js';

const raised = (invoiceId: string, number: number, depositApplied: number) =>
  recorded(`invoice-${invoiceId}`, 0, 'InvoiceRaised', {
    invoiceId,
    number,
    buyerId: 'buyer-1',
    sellerId: 'seller-1',
    items: [
      {
        lotId: `lot-${number}`,
        title: `Lot ${number}`,
        qty: 1,
        pricing: 'per_carat',
        unitPrice: 1_000_00,
        weight: 240,
        total: 2_400_00,
      },
    ],
    buyersPremium: 0,
    depositApplied,
    at: '2026-03-02T10:00:00.000Z',
  }) as ProjectedEvent;

describe('Invoice read models', () => {
  it('show the balance due: the total less the deposit applied, partly paid', () => {
    const doc = invoiceProjection.evolve(undefined, raised('INV-a', 1, 500_00), 'INV-a');
    expect(doc).toMatchObject({
      id: 'INV-a',
      number: 1,
      subtotal: 2_400_00,
      total: 2_400_00,
      depositApplied: 500_00,
      balanceDue: 1_900_00,
      status: 'partly paid',
    });
  });

  it('name the status by what is paid', () => {
    expect(invoiceStatus(100, 0)).toBe('unpaid');
    expect(invoiceStatus(100, 40)).toBe('partly paid');
    expect(invoiceStatus(100, 100)).toBe('paid');
  });

  it("list the buyer's invoices newest first, each once", () => {
    let doc = buyerInvoicesProjection.evolve(undefined, raised('INV-a', 1, 0), 'buyer-1');
    doc = buyerInvoicesProjection.evolve(doc ?? undefined, raised('INV-b', 2, 0), 'buyer-1');
    expect(doc?.invoices.map((i) => [i.id, i.number, i.status])).toEqual([
      ['INV-b', 2, 'unpaid'],
      ['INV-a', 1, 'unpaid'],
    ]);
    expect(
      buyerInvoicesProjection.evolve(doc ?? undefined, raised('INV-a', 1, 0), 'buyer-1'),
    ).toBeUndefined();
  });
});
