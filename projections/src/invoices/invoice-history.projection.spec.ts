import { describe, expect, it } from 'vitest';
import type { ProjectedEvent } from '../runner/projection.js';
import { recorded } from '../testing/recorded-event.builder.js';
import { invoiceProjection } from './invoice.projection.js';

const parties = { invoiceId: 'INV-h', buyerId: 'buyer-1', sellerId: 'seller-1' };
const at = '2026-03-02T10:00:00.000Z';
const raisedBySeller = recorded('invoice-INV-h', 0, 'InvoiceRaised', {
  ...parties,
  number: 8,
  items: [
    {
      lotId: 'lot-8',
      title: 'Rough 3ct',
      qty: 1,
      pricing: 'per_item',
      unitPrice: 200_00,
      weight: 300,
      total: 200_00,
    },
  ],
  buyersPremium: 0,
  tax: 0,
  depositApplied: 0,
  source: 'checkout',
  raisedBy: 'seller-1',
  at,
}) as ProjectedEvent;
const transferBySeller = recorded('invoice-INV-h', 1, 'InvoicePaymentRecorded', {
  ...parties,
  key: 'seller-1:cmd-1',
  method: 'offline',
  amount: 200_00,
  reference: 'BANK-1',
  sandbox: false,
  recordedBy: 'seller-1',
  at,
}) as ProjectedEvent;

describe('Who acted on an invoice (SFB history)', () => {
  it('keeps the seller as who checked out and who recorded the payment, oldest first', () => {
    let doc = invoiceProjection.evolve(undefined, raisedBySeller, 'INV-h') ?? undefined;
    doc = invoiceProjection.evolve(doc, transferBySeller, 'INV-h') ?? undefined;
    expect(doc?.history).toEqual([
      { action: 'raised', by: 'seller-1', at },
      { action: 'paid', by: 'seller-1', at, amount: 200_00, method: 'offline' },
    ]);
    expect(doc?.status).toBe('paid');
  });

  it('adds nothing for a payment folded twice', () => {
    let doc = invoiceProjection.evolve(undefined, raisedBySeller, 'INV-h') ?? undefined;
    doc = invoiceProjection.evolve(doc, transferBySeller, 'INV-h') ?? undefined;
    expect(invoiceProjection.evolve(doc, transferBySeller, 'INV-h')).toBeUndefined();
  });
});
