import type { LedgerAccount } from '@facet/event-schemas';

/** The owner of the house's own accounts. */
export const HOUSE = 'house';

/** What the house owes a buyer and the buyer may spend. */
export const walletOf = (buyerId: string): LedgerAccount => ({ kind: 'wallet', owner: buyerId });
/** A buyer's money set aside as bid deposits: owed back or applied at close, not spendable. */
export const depositsHeldOf = (buyerId: string): LedgerAccount => ({
  kind: 'deposits-held',
  owner: buyerId,
});
/** Cash clearing: money that reached the house (bank transfers, card payments). */
export const moneyReceived: LedgerAccount = { kind: 'money-received', owner: HOUSE };
/** What the house owes a seller for what was sold. */
export const sellerPayableOf = (sellerId: string): LedgerAccount => ({
  kind: 'seller-payable',
  owner: sellerId,
});
/** The house's own income. */
export const platformFees: LedgerAccount = { kind: 'platform-fees', owner: HOUSE };

/** What the house collected for shipping, owed to the carrier. */
export const shippingPayable: LedgerAccount = { kind: 'shipping-payable', owner: HOUSE };

/** One string per account, for maps: `wallet:u-1`, `money-received:house`. */
export const accountKey = (a: LedgerAccount): string => `${a.kind}:${a.owner}`;
