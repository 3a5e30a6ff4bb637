import { describe, expect, it } from 'vitest';
import type { ProjectedEvent } from '../runner/projection.js';
import { recorded } from '../testing/recorded-event.builder.js';
import { sellerInvoicesProjection } from './party-invoices.projection.js';
import { invoiceProjection } from './invoice.projection.js';

const parties = { invoiceId: 'INV-n', buyerId: 'buyer-1', sellerId: 'seller-1' };
const raised = recorded('invoice-INV-n', 0, 'InvoiceRaised', {
  ...parties,
  number: 7,
  items: [
    {
      lotId: 'lot-7',
      title: 'Opal',
      qty: 1,
      pricing: 'per_item',
      unitPrice: 90_00,
      weight: 100,
      total: 90_00,
    },
  ],
  buyersPremium: 0,
  tax: 0,
  depositApplied: 0,
  source: 'close',
  at: '2026-03-02T10:00:00.000Z',
}) as ProjectedEvent;
const noted = (revision: number, note: string) =>
  recorded('invoice-INV-n', revision, 'InvoiceNoteAdded', {
    ...parties,
    note,
    addedBy: 'admin-1',
    at: '2026-03-03T10:00:00.000Z',
  }) as ProjectedEvent;

describe('Invoice notes in the read models', () => {
  it('keeps the notes oldest first and leaves the money alone', () => {
    let doc = invoiceProjection.evolve(undefined, raised, 'INV-n') ?? undefined;
    doc = invoiceProjection.evolve(doc, noted(1, 'Called the buyer'), 'INV-n') ?? undefined;
    doc = invoiceProjection.evolve(doc, noted(2, 'Transfer promised'), 'INV-n') ?? undefined;
    expect(doc?.notes?.map((n) => n.note)).toEqual(['Called the buyer', 'Transfer promised']);
    expect(doc).toMatchObject({ total: 90_00, balanceDue: 90_00, status: 'unpaid' });
  });

  it("reach the seller's list of invoices", () => {
    expect(sellerInvoicesProjection.route(noted(1, 'x'))).toBe('seller-1');
    const list = sellerInvoicesProjection.evolve(undefined, raised, 'seller-1') ?? undefined;
    expect(
      sellerInvoicesProjection.evolve(list, noted(1, 'Called'), 'seller-1')?.invoices[0]?.notes,
    ).toMatchObject([{ note: 'Called', addedBy: 'admin-1' }]);
  });
});
