/**
 * The sandbox form's choices: Stripe's own test tokens with what the list shows for them. No
 * card number is ever typed or sent; a real provider's form (Elements) replaces this one.
 */
export const TEST_CARDS = [
  { token: 'pm_card_visa', brand: 'Visa', last4: '4242' },
  { token: 'pm_card_mastercard', brand: 'Mastercard', last4: '4444' },
  { token: 'pm_card_chargeDeclined', brand: 'Visa', last4: '0002' },
] as const;

export const TEST_BANK = {
  token: 'btok_us_verified',
  last4: '6789',
  bank_name: 'STRIPE TEST BANK',
};
