import type { SavedCardList } from '@facet/event-schemas';
import type { SavedCards } from '../card-vault.port.js';

/** The caller's cards as the screens read them: the default first, then in the order saved. */
export function savedCardList({ cards, defaultCardId }: SavedCards): SavedCardList {
  const records = cards.map((c) => ({
    card_id: c.cardId,
    token: c.token,
    brand: c.brand,
    last4: c.last4,
    exp_month: c.expMonth,
    exp_year: c.expYear,
    card_holder: c.holder,
    is_default: c.cardId === defaultCardId,
  }));
  records.sort((a, b) => Number(b.is_default) - Number(a.is_default));
  return { records, default_card_id: defaultCardId };
}
