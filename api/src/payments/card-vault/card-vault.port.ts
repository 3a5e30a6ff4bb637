import type { CardVaultState, SavedCard } from './domain/card-vault.decider.js';

/** A card the card service tokenised: its token and what the payer recognises it by. */
export type NewCard = Omit<SavedCard, 'cardId'> & { makeDefault: boolean };

export interface CardChanges {
  expMonth?: number;
  expYear?: number;
  holder?: string;
}

/** A user's saved cards, the default named. */
export type SavedCards = CardVaultState;

/**
 * Where saved cards are kept. The default adapter keeps only tokens, brands, expiry and the last
 * four digits; a card number is refused at every door, never kept or logged.
 */
export interface CardVault {
  list(userId: string): Promise<SavedCards>;
  add(userId: string, card: NewCard): Promise<{ cardId: string; cards: SavedCards }>;
  update(userId: string, cardId: string, changes: CardChanges): Promise<SavedCards>;
  remove(userId: string, cardId: string): Promise<SavedCards>;
  makeDefault(userId: string, cardId: string): Promise<SavedCards>;
}

export const CARD_VAULT = Symbol('CARD_VAULT');
