export const wallet = {
  title: 'My Wallet',
  balance: 'Wallet balance',
  depositsHeld: 'Deposits held',
  history: 'Wallet history',
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
  },
};
