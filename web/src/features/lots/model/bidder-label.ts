import type { LotSearchRecord, TopStatus } from '@facet/event-schemas';

export type LabelKey = 'winning' | 'outbid' | 'won' | 'lost' | 'pending' | 'awaitingApproval';
export interface BidderLabel {
  key: LabelKey;
  reserveNotMet: boolean;
}

/** What the server computed for the signed-in caller (`product/search`, bid answers, pushes). */
export type ServerStanding = Pick<LotSearchRecord, 'bidtopstatus' | 'reserve_met'>;

const KEYS: Readonly<Record<TopStatus, LabelKey>> = {
  winner: 'winning',
  outbid: 'outbid',
  won: 'won',
  lost: 'lost',
  pending: 'pending',
  // Issue 30: a sealed tender's provisional winner awaits the seller's approval.
  awaiting_approval: 'awaitingApproval',
};

/**
 * The label the server decided (spec section 4) as an i18n key: the rules about phases, the
 * reserve and sealed windows live on the server alone. Null for a visitor or without a status.
 */
export function bidderLabel(lot: ServerStanding, userId: string | null): BidderLabel | null {
  if (!userId || !lot.bidtopstatus) return null;
  // A status this build does not know (a newer server) shows no label rather than a wrong one.
  const key = KEYS[lot.bidtopstatus] as LabelKey | undefined;
  if (!key) return null;
  const ranked = key === 'winning' || key === 'outbid';
  return { key, reserveNotMet: ranked && lot.reserve_met === false };
}
