import { ownValue } from '@facet/event-schemas';
import type {
  PriceExplanation,
  ReplayBidderRow,
  ReplayFrame,
  ReplayLotFrame,
  ReplayParty,
  ReplayPublicView,
} from '@facet/event-schemas';
import { buyerLabel } from '@facet/projections/folds';
import { centsToDollars as dollars } from '../../shared/money/index.js';
import type { LotReplay, ReplayState } from './replay.fold.js';
import type { LotFacts, ReplayPorts } from './replay.ports.js';
import { messageOf } from './bidder-messages.js';
import { inDollars } from './price-explanation.js';
import { itemsOf, lastOf } from './shared-list.js';

/** How many explanations a frame carries: a 10,000-bid lot's whole list is megabytes per scrub. */
export const FRAME_EXPLANATIONS = 50;

/** A user as the reader may name them. */
export type NameOf = (userId: string) => string;

export const partyOf = (userId: string, name: NameOf): ReplayParty => ({
  userId,
  name: name(userId),
});

/** The reader's names on an explanation's parties (the fold keeps ids only). */
export const named = (x: PriceExplanation, name: NameOf): PriceExplanation => ({
  ...x,
  challenger: x.challenger?.userId ? partyOf(x.challenger.userId, name) : x.challenger,
  leader: x.leader?.userId ? partyOf(x.leader.userId, name) : x.leader,
});

/** A bidder's own standing maximum: their maximum, lowest bid, offer or pre-bid. */
export function maximumOf(facts: LotFacts, userId: string): number | null {
  const cents =
    ownValue(facts.maxima, userId) ??
    ownValue(facts.offers, userId)?.amount ??
    facts.preBids.find((p) => p.userId === userId)?.amount;
  return cents === undefined ? null : dollars(cents);
}

/** What `product/search` showed of the lot at the instant, through its own mapper. */
export function publicViewOf(
  lot: LotReplay,
  at: string,
  ports: ReplayPorts,
): ReplayPublicView | null {
  const card = lot.card;
  if (!card) return null;
  const record = ports.searchRecord(card, lot.standing, at);
  return {
    lotId: card.id,
    title: card.title,
    pricing: card.pricing,
    // A sealed lot shows no price until it is awarded; a closed lot no next bid (0 here).
    wprice: record.wprice ?? 0,
    next_bid: record.next_bid ?? 0,
    bid_count: record.bid_count,
    date_closed: record.date_closed,
    market_status: record.market_status,
    status: card.status,
    reserve_met: card.has_reserve ? record.reserve_met : null,
  };
}

/** The lot's bidders so far, in the order they first bid, each with label and maximum. */
export function bidderRows(lot: LotReplay, name: NameOf): ReplayBidderRow[] {
  const standing = lot.standing;
  if (!standing) return [];
  return standing.bidders.map((userId) => ({
    party: partyOf(userId, name),
    label: buyerLabel(standing, userId),
    maximum: maximumOf(lot.facts, userId),
  }));
}

export interface FrameRequest {
  lotIds: readonly string[];
  bidderId?: string;
  name: NameOf;
}

/** The frame at the state's step: every lot of the scope that exists by then. */
export function frameOf(state: ReplayState, req: FrameRequest, ports: ReplayPorts): ReplayFrame {
  const lots: ReplayLotFrame[] = [];
  for (const lotId of req.lotIds) {
    const lot = state.lots.get(lotId);
    const view = lot && publicViewOf(lot, state.at, ports);
    if (!lot || !view) continue;
    const latest = lastOf(state.explanations, FRAME_EXPLANATIONS, (x) => x.lotId === lotId);
    const frame: ReplayLotFrame = {
      public: view,
      bidders: bidderRows(lot, req.name),
      explanations: latest.items.map((x) => named(inDollars(x.explanation), req.name)),
      explanationCount: latest.count,
    };
    if (req.bidderId !== undefined) {
      const userId = req.bidderId;
      frame.bidder = {
        party: partyOf(userId, req.name),
        label: lot.standing ? buyerLabel(lot.standing, userId) : null,
        maximum: maximumOf(lot.facts, userId),
        messages: itemsOf(state.messages, (m) => m.userId === userId && m.lotId === lotId).map(
          messageOf,
        ),
      };
    }
    lots.push(frame);
  }
  return { step: state.step, at: state.at, lots };
}
