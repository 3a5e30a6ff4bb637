// English messages of the card and bank service's rejections.
export const paymentCustomerMessages = {
  'payment-customer.not-found': () => 'Add a card or bank account first',
  'payment-source.not-found': () => 'Card or bank account not found',
  'payment-source.not-a-bank-account': () => 'Only a bank account is verified with micro-deposits',
  'payment-source.wrong-amounts': () => 'The amounts do not match the deposits',
} as const;
