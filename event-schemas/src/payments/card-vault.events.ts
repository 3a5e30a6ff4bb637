import { z } from 'zod';
import { defineEvent } from '../define-event.js';
import { id, instant } from '../primitives.js';

/**
 * What the vault keeps of a card: the provider's token and what a payer needs to recognise it.
 * Never a card number or a security code: those stay with the card service.
 */
const cardDetails = {
  brand: z.string().min(1).max(30),
  last4: z.string().regex(/^\d{4}$/),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(2000).max(2100),
  /** The name on the card, as the payer typed it. */
  holder: z.string().max(100),
};

export const SavedCardAdded = defineEvent(
  'SavedCardAdded',
  1,
  z.object({
    userId: id,
    cardId: id,
    /** The card service's token standing for the card. */
    token: z.string().min(1).max(200),
    ...cardDetails,
    at: instant,
  }),
);

/** A card's expiry or holder changed (a renewed card keeps its token). */
export const SavedCardUpdated = defineEvent(
  'SavedCardUpdated',
  1,
  z.object({
    userId: id,
    cardId: id,
    expMonth: cardDetails.expMonth,
    expYear: cardDetails.expYear,
    holder: cardDetails.holder,
    at: instant,
  }),
);

/** One of the buyer's saved cards, named by its id. */
const cardOfBuyer = z.object({ userId: id, cardId: id, at: instant });
export const SavedCardDeleted = defineEvent('SavedCardDeleted', 1, cardOfBuyer);
export const DefaultCardChosen = defineEvent('DefaultCardChosen', 1, cardOfBuyer);

export const cardVaultEvents = [
  SavedCardAdded,
  SavedCardUpdated,
  SavedCardDeleted,
  DefaultCardChosen,
] as const;

/** One user's saved cards. */
export const cardVaultStream = (userId: string): string => `card-vault-${userId}`;
