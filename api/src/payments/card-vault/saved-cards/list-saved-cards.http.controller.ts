import { Get, Inject } from '@nestjs/common';
import { listSavedCards } from '@facet/event-schemas';
import type { Actor } from '../../../shared/auth/actor.js';
import { CurrentActor } from '../../../shared/auth/auth.decorators.js';
import {
  Call,
  CommandController,
  CommandRoute,
  type Reply,
} from '../../../shared/http/controller.js';
import { success } from '../../../shared/http/envelope.js';
import { CARD_VAULT, type CardVault } from '../card-vault.port.js';
import { savedCardList } from './saved-cards.mapping.js';

/** `user/getSkyflowCredit`: the caller's own saved cards, by POST like every call and by GET. */
@CommandController()
export class ListSavedCardsController {
  constructor(@Inject(CARD_VAULT) private readonly vault: CardVault) {}

  @CommandRoute(listSavedCards)
  list(@Call() { actor }: Call<typeof listSavedCards>) {
    return this.listByGet(actor);
  }

  /** The spec's `GET user/getSkyflowCredit`. */
  @Get(listSavedCards.path)
  async listByGet(@CurrentActor() actor: Actor): Promise<Reply<typeof listSavedCards>> {
    return success('Saved cards', savedCardList(await this.vault.list(actor.id)));
  }
}
