import { Injectable } from '@nestjs/common';
import { type CardVaultEvent, cardVaultStream } from '@facet/event-schemas';
import type { Actor } from '../../shared/domain/actor.js';
import {
  AggregateBus,
  CommandBuses,
  type CommandInput,
} from '../../shared/event-sourcing/command-buses.js';
import {
  type CardVaultCommand,
  cardVaultDecider,
  type CardVaultState,
} from './domain/card-vault.decider.js';

/** A user's saved cards (`card-vault-<userId>`) on the generic bus. */
@Injectable()
export class CardVaultBus extends AggregateBus<
  CardVaultCommand,
  CardVaultState,
  CardVaultEvent,
  CommandInput<CardVaultCommand, 'at'>
> {
  constructor(buses: CommandBuses) {
    super(buses, {
      decider: cardVaultDecider,
      stream: cardVaultStream,
      cacheSize: 1_000,
      command: (input, at) => ({ ...input, at }) as CardVaultCommand,
      actorId: (actor: Actor) => actor.id,
    });
  }
}
