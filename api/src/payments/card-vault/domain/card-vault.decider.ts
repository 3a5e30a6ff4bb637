import {
  type CardVaultEvent,
  type EventData,
  looksLikeCardNumber,
  type SavedCardAdded,
} from '@facet/event-schemas';
import type { Decider } from '@facet/event-store';
import { reject } from '../../../shared/domain/domain-rejection.js';

export type SavedCard = Omit<EventData<typeof SavedCardAdded>, 'userId' | 'at'>;

/** One user's saved cards (`card-vault-<userId>`), in the order they were added. */
export interface CardVaultState {
  cards: SavedCard[];
  defaultCardId: string | null;
}

export const MAX_SAVED_CARDS = 20;

interface Base {
  userId: string;
  at: string;
}

/** V1: only a token and what the payer recognises the card by; there is no field for a number. */
export interface AddCard extends Base, SavedCard {
  type: 'AddCard';
  makeDefault: boolean;
}
export interface UpdateCard extends Base {
  type: 'UpdateCard';
  cardId: string;
  expMonth?: number;
  expYear?: number;
  holder?: string;
}
export interface DeleteCard extends Base {
  type: 'DeleteCard';
  cardId: string;
}
export interface ChooseDefaultCard extends Base {
  type: 'ChooseDefaultCard';
  cardId: string;
}
export type CardVaultCommand = AddCard | UpdateCard | DeleteCard | ChooseDefaultCard;

/** V3: a card past the end of its expiry month is refused. */
const expired = (expMonth: number, expYear: number, at: string): boolean => {
  const now = new Date(at);
  return expYear * 12 + expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
};

const cardOf = (state: CardVaultState, cardId: string): SavedCard =>
  state.cards.find((c) => c.cardId === cardId) ?? reject('card.not-found');

function decideAdd(cmd: AddCard, state: CardVaultState): CardVaultEvent[] {
  // V2: a card number never reaches the stream, whichever field it was put in.
  if ([cmd.token, cmd.holder, cmd.brand].some(looksLikeCardNumber)) reject('card.number-refused');
  if (expired(cmd.expMonth, cmd.expYear, cmd.at)) reject('card.expired');
  const { userId, at, cardId } = cmd;
  const known = state.cards.some((c) => c.cardId === cardId);
  // V4: the same token saved again is the same card.
  if (!known && state.cards.length >= MAX_SAVED_CARDS) reject('card.too-many');
  const { token, brand, last4, expMonth, expYear, holder } = cmd;
  const added: CardVaultEvent[] = known
    ? []
    : [
        {
          type: 'SavedCardAdded',
          data: { userId, cardId, token, brand, last4, expMonth, expYear, holder, at },
        },
      ];
  // V5: the first card saved is the default; another becomes it only when asked.
  const becomesDefault =
    state.defaultCardId !== cardId && (cmd.makeDefault || state.defaultCardId === null);
  return becomesDefault
    ? [...added, { type: 'DefaultCardChosen', data: { userId, cardId, at } }]
    : added;
}

function decideUpdate(cmd: UpdateCard, state: CardVaultState): CardVaultEvent[] {
  const card = cardOf(state, cmd.cardId);
  if (cmd.holder !== undefined && looksLikeCardNumber(cmd.holder)) reject('card.number-refused');
  const expMonth = cmd.expMonth ?? card.expMonth;
  const expYear = cmd.expYear ?? card.expYear;
  const holder = cmd.holder ?? card.holder;
  if (expMonth === card.expMonth && expYear === card.expYear && holder === card.holder) return [];
  if (expired(expMonth, expYear, cmd.at)) reject('card.expired');
  const { userId, cardId, at } = cmd;
  return [{ type: 'SavedCardUpdated', data: { userId, cardId, expMonth, expYear, holder, at } }];
}

function decideDelete(cmd: DeleteCard, state: CardVaultState): CardVaultEvent[] {
  // A card deleted before is gone: deleting it again changes nothing.
  if (!state.cards.some((c) => c.cardId === cmd.cardId)) return [];
  const { userId, cardId, at } = cmd;
  return [{ type: 'SavedCardDeleted', data: { userId, cardId, at } }];
}

function decideDefault(cmd: ChooseDefaultCard, state: CardVaultState): CardVaultEvent[] {
  cardOf(state, cmd.cardId);
  if (state.defaultCardId === cmd.cardId) return [];
  const { userId, cardId, at } = cmd;
  return [{ type: 'DefaultCardChosen', data: { userId, cardId, at } }];
}

export const cardVaultDecider: Decider<CardVaultCommand, CardVaultState, CardVaultEvent> = {
  initialState: () => ({ cards: [], defaultCardId: null }),
  evolve: (state, e) => {
    switch (e.type) {
      case 'SavedCardAdded': {
        const { userId: _u, at: _a, ...card } = e.data;
        return { ...state, cards: [...state.cards, card] };
      }
      case 'SavedCardUpdated': {
        const { cardId, expMonth, expYear, holder } = e.data;
        const cards = state.cards.map((c) =>
          c.cardId === cardId ? { ...c, expMonth, expYear, holder } : c,
        );
        return { ...state, cards };
      }
      case 'SavedCardDeleted': {
        const cards = state.cards.filter((c) => c.cardId !== e.data.cardId);
        // V5: the default deleted, the oldest card left is the default.
        const defaultCardId =
          state.defaultCardId === e.data.cardId ? (cards[0]?.cardId ?? null) : state.defaultCardId;
        return { cards, defaultCardId };
      }
      case 'DefaultCardChosen':
        return { ...state, defaultCardId: e.data.cardId };
    }
  },
  decide: (cmd, state) => {
    switch (cmd.type) {
      case 'AddCard':
        return decideAdd(cmd, state);
      case 'UpdateCard':
        return decideUpdate(cmd, state);
      case 'DeleteCard':
        return decideDelete(cmd, state);
      case 'ChooseDefaultCard':
        return decideDefault(cmd, state);
    }
  },
};
