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
  'invoice.nothing-left-to-refund': () =>
    'Everything paid on this invoice has already been refunded by returns',
  'invoice.refund-exceeds-paid': (p: Readonly<Record<string, number | string>>) =>
    `A refund cannot exceed what is left to refund on this invoice (${String(p.left)} cents)`,
} as const;
