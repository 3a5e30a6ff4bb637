import type { Actor } from './actor.js';

/** What an invoice says of its buyer's side: who won or checked out, and the company billed. */
export interface BuyerSide {
  buyerId: string;
  billTo?: { companyId: string } | undefined;
}

/**
 * I1, the buyer's side of an invoice: its buyer, or (issue 30) a current representative of the
 * company it is billed to, who sets its address, chooses its shipping and pays it (wallet, card
 * or bank transfer), books its collection in person and asks to return its items, as its buyer
 * does. `actorCompanyId` is the company the actor represents now, resolved once by
 * `BuyerParties.companyActingFor` (the invoice bus fills it in on every command). Shared by the
 * invoicing, shipping, viewings and returns contexts: the one statement of the rule.
 */
export const actsAsBuyer = (invoice: BuyerSide, actor: Actor, actorCompanyId?: string): boolean =>
  actor.id === invoice.buyerId ||
  (actorCompanyId !== undefined && invoice.billTo?.companyId === actorCompanyId);
