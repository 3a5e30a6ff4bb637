import { Controller, Get, Inject } from '@nestjs/common';
import { listSavedCards, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../../shared/auth/actor.js';
import { CurrentActor } from '../../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../../shared/http/command-route.decorator.js';
import { success } from '../../../shared/http/envelope.js';
import { ValidBody } from '../../../shared/http/request-body.js';
import { CARD_VAULT, type CardVault } from '../card-vault.port.js';
import { savedCardList } from './saved-cards.mapping.js';

/** `user/getSkyflowCredit`: the caller's own saved cards, by POST like every call and by GET. */
@Controller()
export class ListSavedCardsController {
  constructor(@Inject(CARD_VAULT) private readonly vault: CardVault) {}

  @CommandRoute(listSavedCards)
  list(
    @ValidBody() _body: RequestOf<typeof listSavedCards>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof listSavedCards>> {
    return this.listByGet(actor);
  }

  /** The spec's `GET user/getSkyflowCredit`. */
  @Get(listSavedCards.path)
  async listByGet(@CurrentActor() actor: Actor): Promise<Reply<typeof listSavedCards>> {
    return success('Saved cards', savedCardList(await this.vault.list(actor.id)));
  }
}
