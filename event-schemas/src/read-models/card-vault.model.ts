/** A saved card as the vault keeps it: a token and what the payer recognises it by. */
export interface SavedCardRecord {
  card_id: string;
  /** The card service's token, used to pay with the card. */
  token: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  card_holder: string;
  is_default: boolean;
}

/** `user/getSkyflowCredit`: the caller's saved cards, the default first. */
export interface SavedCardList {
  records: SavedCardRecord[];
  default_card_id: string | null;
}

/** A card added, changed, deleted or made the default: the list as it now stands. */
export interface SavedCardAnswer extends SavedCardList {
  card_id: string;
}
