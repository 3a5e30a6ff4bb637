import { CARD_NUMBER_REFUSED } from '@facet/event-schemas';

// English messages of the redirect payments' and the card vault's rejections.
export const paymentMessages = {
  'payment.not-found': () => 'Payment not found',
  'payment.amount-mismatch': () => 'The gateway answered for another amount',
  'card.not-found': () => 'Card not found',
  'card.too-many': () => 'At most 20 cards can be saved',
  'card.expired': () => 'This card has expired',
  'card.number-refused': () => CARD_NUMBER_REFUSED,
} as const;
