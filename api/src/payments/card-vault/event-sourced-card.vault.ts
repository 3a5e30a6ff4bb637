import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { CardChanges, CardVault, NewCard, SavedCards } from './card-vault.port.js';
import { CardVaultBus } from './card-vault-bus.js';

/** The card a token stands for, per user: the same token saved twice is one card. */
const cardIdOf = (userId: string, token: string): string =>
  `card-${createHash('sha256').update(`${userId}\u0000${token}`).digest('hex').slice(0, 24)}`;

/**
 * The default vault: each user's cards on an event stream of their own, as tokens, brands,
 * expiry and last four digits only (the events have no field for more).
 */
@Injectable()
export class EventSourcedCardVault implements CardVault {
  constructor(private readonly bus: CardVaultBus) {}

  list(userId: string): Promise<SavedCards> {
    return this.bus.load(userId);
  }

  async add(userId: string, card: NewCard): Promise<{ cardId: string; cards: SavedCards }> {
    const cardId = cardIdOf(userId, card.token);
    const command = { type: 'AddCard', userId, cardId, ...card } as const;
    const { state } = await this.bus.sendNow(userId, command, this.actor(userId));
    return { cardId, cards: state };
  }

  async update(userId: string, cardId: string, changes: CardChanges): Promise<SavedCards> {
    const command = { type: 'UpdateCard', userId, cardId, ...changes } as const;
    return (await this.bus.sendNow(userId, command, this.actor(userId))).state;
  }

  async remove(userId: string, cardId: string): Promise<SavedCards> {
    const command = { type: 'DeleteCard', userId, cardId } as const;
    return (await this.bus.sendNow(userId, command, this.actor(userId))).state;
  }

  async makeDefault(userId: string, cardId: string): Promise<SavedCards> {
    const command = { type: 'ChooseDefaultCard', userId, cardId } as const;
    return (await this.bus.sendNow(userId, command, this.actor(userId))).state;
  }

  private actor(userId: string) {
    return { id: userId, role: 'buyer' as const };
  }
}
