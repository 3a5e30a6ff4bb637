import { Inject } from '@nestjs/common';
import {
  addSavedCard,
  chooseDefaultCard,
  createPaymentMethod,
  deletePaymentMethod,
  deleteSavedCard,
  updatePaymentMethod,
  updateSavedCard,
} from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../../shared/http/controller.js';
import { success } from '../../../shared/http/envelope.js';
import { CARD_VAULT, type CardVault } from '../card-vault.port.js';
import { savedCardList } from './saved-cards.mapping.js';

/**
 * `user/*SkyflowCredit`, `user/defaultSkyflowCard` and the card service's
 * `skyflow/*PaymentMethod`: the caller's own saved cards, through the vault port.
 */
@CommandController()
export class SavedCardsController {
  constructor(@Inject(CARD_VAULT) private readonly vault: CardVault) {}

  @CommandRoute([addSavedCard, createPaymentMethod])
  async add(@Call() { body, actor }: Call<typeof addSavedCard>) {
    const { card_token: token, card_brand, last_four: last4, exp_month, exp_year } = body;
    const { cardId, cards } = await this.vault.add(actor.id, {
      token,
      brand: (card_brand ?? 'card').toLowerCase(),
      last4,
      expMonth: exp_month,
      expYear: exp_year,
      holder: body.card_holder ?? '',
      makeDefault: body.make_default === '1' || body.make_default === 'true',
    });
    return success('Card saved', { card_id: cardId, ...savedCardList(cards) });
  }

  @CommandRoute([updateSavedCard, updatePaymentMethod])
  async update(@Call() { body, actor }: Call<typeof updateSavedCard>) {
    const { card_id, exp_month: expMonth, exp_year: expYear, card_holder: holder } = body;
    const cards = await this.vault.update(actor.id, card_id, { expMonth, expYear, holder });
    return success('Card updated', { card_id, ...savedCardList(cards) });
  }

  @CommandRoute([deleteSavedCard, deletePaymentMethod])
  async remove(@Call() { body, actor }: Call<typeof deleteSavedCard>) {
    const cards = await this.vault.remove(actor.id, body.card_id);
    return success('Card deleted', { card_id: body.card_id, ...savedCardList(cards) });
  }

  @CommandRoute(chooseDefaultCard)
  async makeDefault(@Call() { body, actor }: Call<typeof chooseDefaultCard>) {
    const cards = await this.vault.makeDefault(actor.id, body.card_id);
    return success('Default card set', { card_id: body.card_id, ...savedCardList(cards) });
  }
}
