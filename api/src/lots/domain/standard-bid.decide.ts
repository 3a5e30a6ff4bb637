import type { LotEvent } from '@facet/event-schemas';
import { reject } from '../../shared/domain/domain-rejection.js';
import { toMs } from '../../shared/domain/instant.rules.js';
import {
  assertAmount,
  assertCanBid,
  assertDepositPaid,
  assertExists,
  pricingOf,
} from './lot-guards.rules.js';
import type { PlaceBid, PlacePreBid } from './lot.commands.js';
import { evolve } from './lot.evolve.js';
import type { LotState } from './lot.state.js';
import { applyHard, applyProxy, standardNextBid, type BidOutcome } from './proxy-bidding.rules.js';
import { softCloseExtension } from './soft-close.rules.js';
import { assertWithinCap, clipLeaderToCap } from './spending-cap.rules.js';

export const isKnownBid = (state: LotState, bidId: string): boolean =>
  state.bids.has(bidId) ||
  state.preBids.some((b) => b.bidId === bidId) ||
  state.retracted.includes(bidId);

/** Turns a rule outcome into history events: the challenger's row and the proxy's rows. */
export function outcomeEvents(
  state: LotState,
  out: BidOutcome,
  bid: { bidId: string; userId: string; kind: 'proxy' | 'hard'; amount: number; at: string },
): LotEvent[] {
  const { lotId, leader } = state;
  const { bidId, userId, at } = bid;
  const wprice = out.book.wprice;
  const leaderId = out.book.leader?.userId ?? userId;
  if (out.rule === 'P2') {
    const next = out.book.leader;
    if (!leader || !next || next.maximum === leader.maximum) return [];
    return [
      {
        type: 'LeaderMaximumChanged',
        data: {
          lotId,
          bidId,
          userId,
          maximum: next.maximum,
          previousMaximum: leader.maximum,
          wprice,
          priorityAt: next.priorityAt,
          at,
        },
      },
    ];
  }
  return out.rows.map((row): LotEvent => {
    if (row.automatic)
      return {
        type: 'AutomaticBidPlaced',
        data: { lotId, userId: row.userId, amount: row.amount, wprice: row.amount, at },
      };
    return bid.kind === 'proxy'
      ? {
          type: 'ProxyBidPlaced',
          data: {
            lotId,
            bidId,
            userId,
            maximum: bid.amount,
            amount: row.amount,
            wprice,
            leaderId,
            at,
          },
        }
      : {
          type: 'HardBidPlaced',
          data: { lotId, bidId, userId, amount: row.amount, wprice, leaderId, at },
        };
  });
}

/**
 * The bid mode is the setting at the time of the bid, the one every screen shows (README). When it
 * differs from the lot's snapshot it is captured first (LotSettingsApplied), so a replay of the
 * lot's stream alone decides the same.
 */
function modeChange(state: LotState, cmd: PlaceBid): LotEvent[] {
  const mode = cmd.biddingMode;
  if (mode === undefined || mode === state.settings.biddingMode) return [];
  const settings = { ...state.settings, biddingMode: mode };
  return [{ type: 'LotSettingsApplied', data: { lotId: state.lotId, settings, at: cmd.at } }];
}

export function decideStandardBid(lot: LotState, cmd: PlaceBid): LotEvent[] {
  if (isKnownBid(lot, cmd.bidId)) return [];
  assertCanBid(lot, cmd.actor, cmd.at);
  if (lot.details.auction !== 1) reject('lot.not-biddable');
  const captured = modeChange(lot, cmd);
  const decided = decideInMode(captured.reduce(evolve, lot), cmd);
  return decided.length === 0 ? [] : [...captured, ...decided];
}

function decideInMode(state: LotState, cmd: PlaceBid): LotEvent[] {
  const amount = assertAmount(cmd.amount, 'bid.required');
  const userId = cmd.actor.id;
  const ctx = pricingOf(state);
  const leads = state.leader?.userId === userId;
  const bid = { bidId: cmd.bidId, userId, amount, at: cmd.at };
  // Issue 30: CAP-1 refuses a bid past the bidder's cap; CAP-2 stops the leader's proxy at theirs.
  const caps = cmd.spendingCaps;
  const book = clipLeaderToCap(state, { leader: state.leader, wprice: state.wprice }, caps, userId);

  if (state.settings.biddingMode === 'proxy') {
    if (leads) {
      // P2: the leader may raise freely or lower, never below the price.
      // The same maximum again would change nothing: say so rather than acknowledge a bid that
      // records nothing (issue 19, defect 6; its answer could not be given again on a retry).
      if (amount === state.leader?.maximum)
        reject('bid.same-maximum', { amount: state.leader.maximum });
      if (amount < state.wprice) reject('bid.below-minimum', { amount: state.wprice });
    } else {
      const next = standardNextBid(book, ctx);
      if (amount < next) reject('bid.below-minimum', { amount: next });
    }
    assertWithinCap(state, caps, userId, amount);
    const out = applyProxy(book, { userId, maximum: amount, at: cmd.at }, ctx);
    const events = outcomeEvents(state, out, { ...bid, kind: 'proxy' });
    return out.rule === 'P2' ? events : [...events, ...softCloseExtension(state, cmd.at)];
  }
  if (leads) reject('bid.already-leading');
  const next = standardNextBid(book, ctx);
  if (amount < next) reject('bid.below-minimum', { amount: next });
  assertWithinCap(state, caps, userId, amount);
  const out = applyHard(book, { userId, amount, at: cmd.at }, ctx);
  return [
    ...outcomeEvents(state, out, { ...bid, kind: 'hard' }),
    ...softCloseExtension(state, cmd.at),
  ];
}

/** Before start a signed-in user may place (or replace) a maximum. */
export function decidePreBid(state: LotState, cmd: PlacePreBid): LotEvent[] {
  assertExists(state);
  if (isKnownBid(state, cmd.bidId)) return [];
  const userId = cmd.actor.id;
  if (userId === state.sellerId) reject('bid.own-lot');
  if (state.details.auctiontype !== 'standard' || state.details.auction !== 1)
    reject('prebid.not-allowed');
  if (state.phase !== 'scheduled' || toMs(cmd.at) >= toMs(state.details.date_added))
    reject('prebid.closed');
  if (state.status !== 'active') reject('lot.not-open');
  assertDepositPaid(state, userId);
  const maximum = assertAmount(cmd.amount, 'bid.required');
  if (maximum < state.details.sprice) reject('bid.below-minimum', { amount: state.details.sprice });
  if (state.preBids.some((p) => p.userId === userId && p.amount === maximum)) return [];
  return [
    {
      type: 'PreBidPlaced',
      data: { lotId: state.lotId, bidId: cmd.bidId, userId, maximum, at: cmd.at },
    },
  ];
}
