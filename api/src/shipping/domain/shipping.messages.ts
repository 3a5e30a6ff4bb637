// English messages of the shipping rejections.
export const shippingMessages = {
  'shipping.invalid-rates': (p: Readonly<Record<string, number | string>>) =>
    `The rate table is not valid: ${String(p.problems)}`,
  'shipping.no-address': () => 'Save a shipping address first',
  'shipping.no-service': () => 'No shipping service carries this parcel to this destination',
  'shipping.quote-expired': (p: Readonly<Record<string, number | string>>) =>
    `This shipping quote has expired (quotes are valid ${String(p.minutes)} minutes): ask for new quotes`,
  'quote.not-found': () => 'Shipping quote not found: ask for new quotes',
  'shipping.invoice-paid': () => 'Shipping cannot change once a payment is made on the invoice',
  'shipping.forbidden': () => 'Only an admin changes the shipping rates',
} as const;
