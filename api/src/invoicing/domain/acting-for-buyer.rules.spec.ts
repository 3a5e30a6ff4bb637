import { describe, expect, it } from 'vitest';
import { rejectionCode } from '../../../test/deciders/rejection-code.js';
import { assertMayActForBuyer, mayActForBuyer } from './acting-for-buyer.rules.js';
import { invoiceDecider, type InvoiceState, type RaiseInvoice } from './invoice.decider.js';

const at = '2026-03-02T10:00:00.000Z';
const invoiceOfSellerA = { buyerId: 'buyer-1', sellerId: 'seller-a' };
const sellerA = { id: 'seller-a', role: 'seller' as const };
const sellerB = { id: 'seller-b', role: 'seller' as const };
const admin = { id: 'admin-1', role: 'admin' as const };
const buyer2 = { id: 'buyer-2', role: 'buyer' as const };

describe('A seller acting for a buyer', () => {
  describe("given buyer-1's invoice for seller A's lot", () => {
    it('lets seller A act on it for buyer-1 (SFB-2)', () => {
      expect(rejectionCode(() => assertMayActForBuyer(invoiceOfSellerA, sellerA, 'buyer-1'))).toBe(
        undefined,
      );
    });

    it('lets an admin act on it (SFB-1)', () => {
      expect(mayActForBuyer(invoiceOfSellerA, admin)).toBe(true);
    });

    it("refuses seller B: the invoice holds another seller's lot (SFB-2)", () => {
      expect(rejectionCode(() => assertMayActForBuyer(invoiceOfSellerA, sellerB))).toBe(
        'acting-for-buyer.forbidden',
      );
    });

    it('answers not found when the buyer named is not its buyer (SFB-3)', () => {
      expect(rejectionCode(() => assertMayActForBuyer(invoiceOfSellerA, sellerA, 'buyer-2'))).toBe(
        'invoice.not-found',
      );
    });

    it('refuses another buyer, even one with the seller id of nobody (SFB-6)', () => {
      expect(mayActForBuyer(invoiceOfSellerA, buyer2)).toBe(false);
      expect(mayActForBuyer(invoiceOfSellerA, { id: 'seller-a', role: 'buyer' })).toBe(false);
    });
  });

  describe('when seller A marks the bank transfer received (SFB-5)', () => {
    const raise: RaiseInvoice = {
      type: 'RaiseInvoice',
      invoiceId: 'INV-1',
      number: 1,
      ...invoiceOfSellerA,
      items: [
        {
          lotId: 'lot-1',
          title: 'Rough 3ct',
          qty: 1,
          pricing: 'per_item',
          unitPrice: 500_00,
          weight: 300,
          total: 500_00,
        },
      ],
      buyersPremium: 0,
      tax: 0,
      depositApplied: 0,
      source: 'checkout',
      at,
    };
    const given = (): InvoiceState =>
      invoiceDecider
        .decide(raise, invoiceDecider.initialState())
        .reduce(invoiceDecider.evolve, invoiceDecider.initialState());
    const transfer = (actor: typeof sellerA) => ({
      type: 'RecordInvoicePayment' as const,
      key: `${actor.id}:cmd-1`,
      method: 'offline' as const,
      amount: 500_00,
      reference: 'BANK-1',
      sandbox: false,
      actor,
      at,
    });

    it('records the payment with seller A as who recorded it, for buyer-1', () => {
      const [event] = invoiceDecider.decide(transfer(sellerA), given());
      expect(event).toMatchObject({
        type: 'InvoicePaymentRecorded',
        data: { buyerId: 'buyer-1', recordedBy: 'seller-a', amount: 500_00, method: 'offline' },
      });
    });

    it('refuses seller B', () => {
      expect(rejectionCode(() => invoiceDecider.decide(transfer(sellerB), given()))).toBe(
        'invoice.forbidden',
      );
    });
  });
});
