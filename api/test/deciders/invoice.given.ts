import type { Actor } from '../../src/shared/domain/actor.js';
import type { RaiseInvoice } from '../../src/invoicing/domain/invoice.decider.js';
import type { SetShippingAddress } from '../../src/invoicing/domain/invoice-shipping.rules.js';

/** The instant the invoice specs happen at. */
export const INVOICE_AT = '2026-03-02T10:00:00.000Z';

/** One piece sold by the item: `total` cents, 1 ct. */
export const pieceLine = (lotId: string, title: string, total: number) => ({
  lotId,
  title,
  qty: 1,
  pricing: 'per_item' as const,
  unitPrice: total,
  weight: 100,
  total,
});

/**
 * INV-1 of buyer-1 to seller-1, raised at a close with no charges: the invoice specs start here and
 * change what their rule is about (the lines, the premium, the deposit, the source).
 */
export const raiseInvoice = (over: Partial<RaiseInvoice> = {}): RaiseInvoice => ({
  type: 'RaiseInvoice',
  invoiceId: 'INV-1',
  number: 1,
  buyerId: 'buyer-1',
  sellerId: 'seller-1',
  items: [pieceLine('lot-1', 'Ruby', 500_00)],
  buyersPremium: 0,
  tax: 0,
  depositApplied: 0,
  source: 'close',
  at: INVOICE_AT,
  ...over,
});

/** A New York address the offline address port accepts. */
export const NEW_YORK = {
  address1: '1 Diamond Way',
  address2: null,
  city: 'New York',
  state: 'NY',
  zip: '10001',
  country: 'US',
  phone: '+1',
};

/** The buyer's valid shipping address set on the invoice (SHIP-4: a checkout ships). */
export const shipTo = (
  actor: Actor,
  over: Partial<SetShippingAddress> = {},
): SetShippingAddress => ({
  type: 'SetShippingAddress',
  address: NEW_YORK,
  judgement: { valid: true, reasons: [], validatedBy: 'offline' },
  actor,
  at: INVOICE_AT,
  ...over,
});
