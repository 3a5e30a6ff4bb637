/**
 * A seller's bank account as a payout may name it: the card and bank service's id, the bank's
 * name and the last four digits (all the provider shows; never the account number).
 */
export interface PayoutBankAccount {
  id: string;
  bankName: string;
  last4: string;
  isDefault: boolean;
}

/**
 * What the ledger needs of the card and bank service: the seller's verified bank accounts (micro-
 * deposits confirmed). A port, so the ledger never depends on which provider keeps them.
 */
export interface SellerBankAccounts {
  verified(sellerId: string): Promise<PayoutBankAccount[]>;
}

export const SELLER_BANK_ACCOUNTS = Symbol('SELLER_BANK_ACCOUNTS');
