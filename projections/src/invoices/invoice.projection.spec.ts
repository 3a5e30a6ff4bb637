import { describe, expect, it } from 'vitest';
import type { ProjectedEvent } from '../runner/projection.js';
import { recorded } from '../testing/recorded-event.builder.js';
import { buyerInvoicesProjection, sellerInvoicesProjection } from './party-invoices.projection.js';
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
    tax: 0,
    depositApplied,
    source: 'close',
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

  it('name the status by what is paid, the bank transfer awaited, or the close', () => {
    expect(invoiceStatus(100, 0)).toBe('unpaid');
    expect(invoiceStatus(100, 40)).toBe('partly paid');
    expect(invoiceStatus(100, 100)).toBe('paid');
    expect(invoiceStatus(100, 40, true)).toBe('awaiting offline payment');
    expect(invoiceStatus(100, 100, true)).toBe('paid');
    expect(invoiceStatus(100, 0, false, 'cancelled')).toBe('cancelled');
    expect(invoiceStatus(100, 100, false, 'refunded')).toBe('refunded');
  });

  it('fold payments once each, awaiting the transfer until an admin marks it received', () => {
    const parties = { invoiceId: 'INV-a', buyerId: 'buyer-1', sellerId: 'seller-1' };
    const payment = (key: string, amount: number) =>
      recorded('invoice-INV-a', 1, 'InvoicePaymentRecorded', {
        ...parties,
        key,
        method: 'offline',
        amount,
        reference: 'Bank 42',
        sandbox: false,
        recordedBy: 'admin-1',
        at: '2026-03-03T10:00:00.000Z',
      }) as ProjectedEvent;
    const offline = recorded('invoice-INV-a', 1, 'InvoiceOfflinePaymentChosen', {
      ...parties,
      chosenBy: 'buyer-1',
      at: '2026-03-02T11:00:00.000Z',
    }) as ProjectedEvent;
    let doc = invoiceProjection.evolve(undefined, raised('INV-a', 1, 500_00), 'INV-a');
    doc = invoiceProjection.evolve(doc ?? undefined, offline, 'INV-a');
    expect(doc).toMatchObject({ status: 'awaiting offline payment', balanceDue: 1_900_00 });
    doc = invoiceProjection.evolve(doc ?? undefined, payment('k-1', 1_900_00), 'INV-a');
    expect(doc).toMatchObject({ paid: 2_400_00, balanceDue: 0, status: 'paid' });
    expect(doc?.payments.map((p) => [p.key, p.method, p.amount])).toEqual([
      ['k-1', 'offline', 1_900_00],
    ]);
    expect(
      invoiceProjection.evolve(doc ?? undefined, payment('k-1', 1_900_00), 'INV-a'),
    ).toBeUndefined();
    const seller = sellerInvoicesProjection.evolve(undefined, raised('INV-a', 1, 0), 'seller-1');
    expect(sellerInvoicesProjection.route(payment('k-2', 100))).toBe('seller-1');
    expect(
      sellerInvoicesProjection.evolve(seller ?? undefined, payment('k-2', 100_00), 'seller-1')
        ?.invoices[0],
    ).toMatchObject({ paid: 100_00, status: 'partly paid' });
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
