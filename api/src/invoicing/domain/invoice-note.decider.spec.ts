import { describe, expect, it } from 'vitest';
import { invoiceDecider, type InvoiceState, type RaiseInvoice } from './invoice.decider.js';
import { INVOICE_AT, raiseInvoice } from '../../../test/deciders/invoice.given.js';

const at = INVOICE_AT;
const raise: RaiseInvoice = raiseInvoice();
const given = (): InvoiceState =>
  invoiceDecider
    .decide(raise, invoiceDecider.initialState())
    .reduce(invoiceDecider.evolve, invoiceDecider.initialState());
const note = (id: string, role: 'buyer' | 'seller' | 'admin') => ({
  type: 'AddInvoiceNote' as const,
  note: 'Called the buyer',
  actor: { id, role },
  at,
});

describe('Invoice notes (update_invoice)', () => {
  it("records the seller's note with who added it", () => {
    expect(invoiceDecider.decide(note('seller-1', 'seller'), given())).toEqual([
      {
        type: 'InvoiceNoteAdded',
        data: {
          invoiceId: 'INV-1',
          buyerId: 'buyer-1',
          sellerId: 'seller-1',
          note: 'Called the buyer',
          addedBy: 'seller-1',
          at,
        },
      },
    ]);
  });

  it('lets an admin note any invoice', () => {
    expect(invoiceDecider.decide(note('admin-1', 'admin'), given())).toHaveLength(1);
  });

  it('refuses the buyer and another seller (I1)', () => {
    expect(() => invoiceDecider.decide(note('buyer-1', 'buyer'), given())).toThrow(
      'invoice.forbidden',
    );
    expect(() => invoiceDecider.decide(note('seller-2', 'seller'), given())).toThrow(
      'invoice.forbidden',
    );
  });

  it('refuses a note on an invoice never raised', () => {
    expect(() =>
      invoiceDecider.decide(note('admin-1', 'admin'), invoiceDecider.initialState()),
    ).toThrow('invoice.not-found');
  });
});
