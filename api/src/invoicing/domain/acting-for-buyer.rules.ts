import type { Actor } from '../../shared/domain/actor.js';
import { reject } from '../../shared/domain/domain-rejection.js';

/*
 * Acting for a buyer (spec section 7: `seller/user/invoice/*`, `seller/cart/checkout`,
 * `seller/credit/payCartWallet`, `seller/offline/payCartOffline`).
 * SFB-1 An admin acts for any buyer on any invoice.
 * SFB-2 A seller acts for a buyer only on an invoice whose seller they are. An invoice has one
 *       seller (a checkout refuses many sellers' items, a close invoices one lot), so an invoice
 *       that holds another seller's lot is refused whole: acting-for-buyer.forbidden.
 * SFB-3 The buyer named must be the invoice's buyer, else "Invoice not found": naming another
 *       buyer tells nothing about their invoices.
 * SFB-4 A seller checks out only the buyer's holds on the seller's own lots; naming a hold on
 *       another seller's lot refuses the checkout whole (checkout-plan.rules.ts).
 * SFB-5 A seller marks a bank transfer received only on their own invoice (I3 widened).
 * SFB-6 Nobody else (a buyer, another seller) acts for a buyer.
 * Who acted is recorded on every event (recordedBy, chosenBy, addedBy, raisedBy) beside the buyer.
 */

export interface InvoiceParties {
  buyerId: string;
  sellerId: string;
}

/** SFB-1, SFB-2: an admin, or the invoice's own seller. */
export const mayActForBuyer = (invoice: InvoiceParties, actor: Actor): boolean =>
  actor.role === 'admin' || (actor.role === 'seller' && actor.id === invoice.sellerId);

/** SFB-1..3, SFB-6: refuses anyone who may not act for `buyerId` on this invoice. */
export function assertMayActForBuyer(
  invoice: InvoiceParties,
  actor: Actor,
  buyerId: string = invoice.buyerId,
): void {
  if (buyerId !== invoice.buyerId) reject('invoice.not-found');
  if (!mayActForBuyer(invoice, actor)) reject('acting-for-buyer.forbidden');
}
