// English messages of the redirect payments' and the card vault's rejections.
export const paymentMessages = {
  'payment.not-found': () => 'Payment not found',
  'payment.amount-mismatch': () => 'The gateway answered for another amount',
  'card.not-found': () => 'Card not found',
  'card.too-many': () => 'At most 20 cards can be saved',
} as const;
