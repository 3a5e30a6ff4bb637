// English messages of the invoice's rejections.
export const invoiceMessages = {
  'acting-for-buyer.forbidden': () =>
    'You can act for a buyer only on the invoices and items of your own lots',
  'checkout.many-sellers': () => "Check out one seller's items at a time",
  'invoice.not-found': () => 'Invoice not found',
  'invoice.forbidden': () => 'You cannot see this invoice',
  'invoice.already-paid': () => 'This invoice is already paid',
  'invoice.closed': (p: Readonly<Record<string, number | string>>) =>
    `This invoice is ${String(p.status)}`,
  'invoice.invalid-amount': () => 'Enter Valid Price',
  'invoice.paid-cancel': () => 'A paid invoice is refunded, not cancelled',
  'invoice.nothing-to-refund': () => 'Nothing has been paid on this invoice',
  'invoice.no-card-payment': () => 'Nothing on this invoice was paid by card',
  'invoice.no-shipping-address': () =>
    'Add a valid shipping address before paying: this invoice ships',
} as const;
