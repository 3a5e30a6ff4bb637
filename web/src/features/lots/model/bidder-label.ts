export type LabelKey = 'winning' | 'outbid' | 'won' | 'lost' | 'pending';
export interface BidderLabel {
  key: LabelKey;
  reserveNotMet: boolean;
}

/** What the server computed for the signed-in caller (`product/search`, bid answers, pushes). */
export interface ServerStanding {
  bidtopstatus?: string | null;
  reserve_met?: boolean | null;
}

const KEYS: Readonly<Record<string, LabelKey>> = {
  winner: 'winning',
  outbid: 'outbid',
  won: 'won',
  lost: 'lost',
  pending: 'pending',
};

/**
 * The label the server decided (spec section 4) as an i18n key: the rules about phases, the
 * reserve and sealed windows live on the server alone. Null for a visitor or without a status.
 */
export function bidderLabel(lot: ServerStanding, userId: string | null): BidderLabel | null {
  if (!userId || !lot.bidtopstatus) return null;
  const key = KEYS[lot.bidtopstatus];
  if (!key) return null;
  const ranked = key === 'winning' || key === 'outbid';
  return { key, reserveNotMet: ranked && lot.reserve_met === false };
}
