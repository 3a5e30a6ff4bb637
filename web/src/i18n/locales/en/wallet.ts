export const wallet = {
  title: 'My Wallet',
  balance: 'Wallet balance',
  depositsHeld: 'Deposits held',
  history: 'Wallet history',
  fund: {
    title: 'Fund your wallet',
    hint: 'Send a bank transfer to the account below, quoting your account reference. Your wallet is credited once the transfer is received.',
  },
  columns: {
    date: 'Date',
    note: 'Note',
    amount: 'Amount',
    balance: 'Balance',
  },
  types: {
    'money-received': 'Money received',
    'deposit-held': 'Bid deposit',
    'deposit-released': 'Deposit released',
    'wallet-payment': 'Payment',
    'deposit-applied': 'Deposit applied to an invoice',
    'invoice-payment': 'Invoice payment',
    'deposit-refunded': 'Deposit refunded to the card',
    'invoice-refund': 'Invoice refunded',
    'invoice-card-refund': 'Invoice refunded to the card',
    'seller-payout': 'Payout',
    'subscription-charge': 'Plan charge',
  },
};
