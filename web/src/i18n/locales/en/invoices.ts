export const invoices = {
  title: 'My Invoices',
  number: 'Invoice #{{number}}',
  subtotal: 'Subtotal',
  buyersPremium: "Buyer's premium",
  total: 'Total',
  depositApplied: 'Deposit applied',
  balanceDue: 'Balance due',
  viewInvoice: 'View invoice',
  weight: '{{weight}} ct',
  tabs: {
    all: 'All',
    unpaid: 'Unpaid',
    partial: 'Partly paid',
    paid: 'Paid',
    awaiting: 'Awaiting transfer',
  },
  status: {
    unpaid: 'Unpaid',
    'partly paid': 'Partly paid',
    paid: 'Paid',
    'awaiting offline payment': 'Awaiting offline payment',
    cancelled: 'Cancelled',
    refunded: 'Refunded',
  },
  columns: {
    number: 'Invoice',
    date: 'Date',
    item: 'Item',
    qty: 'Quantity',
    unitPrice: 'Unit price',
    total: 'Total',
    status: 'Status',
  },
  // Offline payment, transactions and the printable invoice.
  tax: 'Tax',
  downloadPdf: 'Download PDF',
  offline: {
    pay: 'Pay offline (bank transfer)',
    title: 'Bank transfer',
    instructions:
      'Transfer {{amount}} to our bank account, quoting invoice #{{number}} as the reference.',
    waiting:
      'We are waiting for your bank transfer. Your invoice shows paid once an administrator marks it received.',
  },
  transactions: {
    title: 'Transactions',
    listTitle: 'My Transactions',
    method: { wallet: 'Wallet', online: 'Online', offline: 'Bank transfer' },
    sandbox: 'Sandbox',
    columns: {
      date: 'Date',
      invoice: 'Invoice',
      method: 'Method',
      reference: 'Reference',
      amount: 'Amount',
    },
  },
};
