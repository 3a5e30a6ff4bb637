import { Module } from '@nestjs/common';
import { CARD_VAULT } from './card-vault/card-vault.port.js';
import { CardVaultBus } from './card-vault/card-vault-bus.js';
import { EventSourcedCardVault } from './card-vault/event-sourced-card.vault.js';
import { ListSavedCardsController } from './card-vault/saved-cards/list-saved-cards.http.controller.js';
import { SavedCardsController } from './card-vault/saved-cards/saved-cards.http.controller.js';

/** Saved cards behind the vault port: tokens, brands, expiry and last four digits only. */
@Module({
  controllers: [SavedCardsController, ListSavedCardsController],
  providers: [CardVaultBus, { provide: CARD_VAULT, useClass: EventSourcedCardVault }],
  exports: [CARD_VAULT],
})
export class CardVaultModule {}
