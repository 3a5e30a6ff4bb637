// English messages of the ledger's rejections ('Insufficient wallet balance' is what the deposit
// dialog showed before wallets held credit).
export const ledgerMessages = {
  'wallet.insufficient-balance': () => 'Insufficient wallet balance',
  'wallet.invalid-amount': () => 'Enter Valid Price',
  'deposit.not-held': () => 'No such deposit is held',
  'ledger.forbidden': () => 'You cannot move this money',
  'payout.exceeds-payable': () => 'Payout exceeds the amount payable',
  'payout.no-verified-bank-account': () => 'Seller has no verified bank account',
  'payout.bank-account-not-verified': () =>
    "That bank account is not one of the seller's verified bank accounts",
} as const;
