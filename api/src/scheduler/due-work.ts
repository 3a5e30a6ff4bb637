import type { AuctionState } from '../auctions/domain/index.js';
import type { LotState } from '../lots/domain/index.js';

export type DueKind = 'open-lot' | 'close-lot' | 'release-hold' | 'close-auction';

export interface DueWork {
  kind: DueKind;
  atMs: number;
  /** For release-hold. */
  holdId?: string;
}

/**
 * Lot events that move only bids, offers and deposits: none of them changes a phase, a status, a
 * closing time or a hold (a soft close is its own LotClosingExtended), so they never move due work.
 */
export const LOT_EVENTS_WITHOUT_DUE_WORK: ReadonlySet<string> = new Set([
  'PreBidPlaced',
  'ProxyBidPlaced',
  'HardBidPlaced',
  'AutomaticBidPlaced',
  'LeaderMaximumChanged',
  'ReverseBidPlaced',
  'BidRetracted',
  'SealedOfferPlaced',
  'SealedOfferAwarded',
  'BidDepositRecorded',
]);

const ms = (iso: string): number => new Date(iso).getTime();

/** The next thing a lot's own state says must happen, and when (none once terminal). */
export function lotDueWork(s: LotState): DueWork | null {
  if (s.phase === 'sold' || s.phase === 'unsold' || s.phase === 'none') return null;
  if (s.phase === 'scheduled')
    return s.status === 'active' ? { kind: 'open-lot', atMs: ms(s.details.date_added) } : null;
  if (s.phase === 'awaiting_award') {
    return s.approvalDeadline === null ? null : { kind: 'close-lot', atMs: ms(s.approvalDeadline) };
  }
  let next: DueWork = { kind: 'close-lot', atMs: ms(s.dateClosed) };
  for (const [holdId, hold] of Object.entries(s.holds)) {
    const at = ms(hold.expiresAt);
    if (at < next.atMs) next = { kind: 'release-hold', atMs: at, holdId };
  }
  return next;
}

export function auctionDueWork(s: AuctionState): DueWork | null {
  if (!s.exists || s.closed || !s.details) return null;
  return { kind: 'close-auction', atMs: ms(s.details.date_closed) };
}
