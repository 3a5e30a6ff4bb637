export const deposits = {
  title: 'My Deposits',
  detailTitle: 'Bid deposit',
  appliedTo: 'Applied to invoice',
  receipt: 'Receipt',
  receiptSaved: 'Saved {{name}}: the signed receipt of this deposit.',
  sandbox: 'SANDBOX',
  tabs: { all: 'All', held: 'Held', applied: 'Applied', released: 'Released' },
  status: { held: 'Held', applied: 'Applied', released: 'Released', refunded: 'Refunded' },
  method: { wallet: 'Wallet', online: 'Online' },
  settledOn: {
    held: 'Held since',
    applied: 'Applied on',
    released: 'Released on',
    refunded: 'Refunded on',
  },
  columns: {
    item: 'Item',
    date: 'Date',
    amount: 'Amount',
    method: 'Payment method',
    status: 'Status',
  },
};
