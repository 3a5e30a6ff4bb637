import type { LotEvent } from '@facet/event-schemas';
import { lotTotal } from '../../shared/money/index.js';
import { reject } from '../../shared/domain/domain-rejection.js';
import { toMs } from '../../shared/domain/instant.rules.js';
import { assertKimberleyProcess } from './kimberley-process.rules.js';
import { assertManages, pricingOf } from './lot-guards.rules.js';
import { sameData } from '../../shared/domain/same-data.js';
import type {
  ApplyLotSettings,
  ChangeLotStatus,
  CloseLot,
  CreateLot,
  EditLot,
  OpenLot,
} from './lot.commands.js';
import { evolve } from './lot.evolve.js';
import { hasBids, isTerminal, type LotState } from './lot.state.js';
import { applyProxy, standardNextBid } from './proxy-bidding.rules.js';
import { clipLeaderToCap, maximumWithinCap } from './spending-cap.rules.js';
import { decideOfferWindowEnd } from './offer-window-end.decide.js';
import { invoiceNumber } from './sealed-award.rules.js';
import { approvalDeadlinePassed } from './seller-approval.decide.js';
import { outcomeEvents } from './standard-bid.decide.js';

const DAY_MS = 24 * 3_600_000;

/**
 * A lot that makes sense (issue 19, defect 7): it ends after it starts; it is not backdated by
 * more than a day (a mistyped date, not a sale that opened in 1969); a standard lot starts above
 * zero and a reverse one at $1 or more (a sealed one may leave the floor to the offers); a lot
 * sold by buy now has a buy-now price (issue 28, item 8: $0 was taken, then 'Buy now is not
 * available'); a lot priced per carat weighs something. `previousStart`: an edit keeping its start is not re-checked.
 */
function assertValidDetails(d: CreateLot['details'], at: string, previousStart?: string): void {
  if (toMs(d.date_closed) <= toMs(d.date_added)) reject('lot.invalid-window');
  if (d.date_added !== previousStart && toMs(d.date_added) < toMs(at) - DAY_MS)
    reject('lot.start-in-past');
  if (d.auctiontype === 'reverse' && d.sprice < 1_00) reject('lot.invalid-start-price');
  if (d.auctiontype === 'standard' && d.sprice <= 0) reject('lot.invalid-start-price');
  if (d.buynow === 1 && d.bprice <= 0) reject('lot.invalid-buy-now-price');
  if (d.pricing === 'per_carat' && d.weight <= 0) reject('lot.invalid-weight');
}

export function decideCreate(state: LotState, cmd: CreateLot): LotEvent[] {
  const sellerId = cmd.actor.role === 'admin' ? (cmd.sellerId ?? cmd.actor.id) : cmd.actor.id;
  if (state.phase !== 'none') {
    if (state.lotId === cmd.lotId && sameData(state.details, cmd.details)) return [];
    reject('lot.already-exists');
  }
  if (cmd.actor.role === 'buyer') reject('lot.forbidden');
  assertValidDetails(cmd.details, cmd.at);
  return [
    {
      type: 'LotCreated',
      data: { ...cmd.details, lotId: cmd.lotId, sellerId, settings: cmd.settings, at: cmd.at },
    },
  ];
}

export function decideEdit(state: LotState, cmd: EditLot): LotEvent[] {
  assertManages(state, cmd.actor);
  if (sameData(state.details, cmd.details)) return [];
  if (isTerminal(state) || state.phase === 'awaiting_award') reject('lot.closed');
  // Terms cannot change under bidders' feet.
  if (
    hasBids(state) ||
    state.preBids.length > 0 ||
    state.sold > 0 ||
    Object.keys(state.holds).length > 0
  )
    reject('lot.has-bids');
  assertValidDetails(cmd.details, cmd.at, state.details.date_added);
  return [
    {
      type: 'LotEdited',
      data: { ...cmd.details, lotId: state.lotId, editedBy: cmd.actor.id, at: cmd.at },
    },
  ];
}

export function decideStatus(state: LotState, cmd: ChangeLotStatus): LotEvent[] {
  assertManages(state, cmd.actor);
  if (state.status === cmd.status) return [];
  return [
    {
      type: 'LotStatusChanged',
      data: { lotId: state.lotId, status: cmd.status, changedBy: cmd.actor.id, at: cmd.at },
    },
  ];
}

export function decideSettings(state: LotState, cmd: ApplyLotSettings): LotEvent[] {
  assertManages(state, cmd.actor);
  if (sameData(state.settings, cmd.settings)) return [];
  if (isTerminal(state)) reject('lot.closed');
  return [
    {
      type: 'LotSettingsApplied',
      data: { lotId: state.lotId, settings: cmd.settings, at: cmd.at },
    },
  ];
}

/** At start: capture settings, then apply pre-bids in placement order by the proxy rules. */
export function decideOpen(state: LotState, cmd: OpenLot): LotEvent[] {
  assertManages(state, cmd.actor);
  if (state.phase !== 'scheduled') return [];
  if (toMs(cmd.at) < toMs(state.details.date_added)) reject('lot.not-started');
  if (state.status !== 'active') reject('lot.not-open');
  assertKimberleyProcess(state.details);
  const events: LotEvent[] = [
    { type: 'LotOpened', data: { lotId: state.lotId, settings: cmd.settings, at: cmd.at } },
  ];
  let s = evolve(state, events[0] as LotEvent);
  const caps = cmd.spendingCaps;
  for (const pre of state.preBids) {
    // CAP-2 and CAP-4: a capped leader stops at their cap, a capped pre-bid raises within it.
    const book = clipLeaderToCap(s, { leader: s.leader, wprice: s.wprice }, caps, pre.userId);
    const maximum = maximumWithinCap(s, caps, pre.userId, pre.amount);
    // CAP-4: a pre-bid whose cap leaves no room for the next bid is not played.
    if (maximum < pre.amount && maximum < standardNextBid(book, pricingOf(s))) continue;
    const out = applyProxy(book, { userId: pre.userId, maximum, at: cmd.at }, pricingOf(s));
    // One pre-bid per user, so a pre-bid never meets its own maximum (no P2 here).
    const rows = outcomeEvents(s, out, { ...pre, kind: 'proxy', at: cmd.at });
    s = rows.reduce(evolve, s);
    events.push(...rows);
  }
  return events;
}

/** At `date_closed`, exactly once: sold to the leader at `wprice` when the reserve is met. */
export function decideClose(state: LotState, cmd: CloseLot): LotEvent[] {
  assertManages(state, cmd.actor);
  if (isTerminal(state)) return [];
  if (state.phase === 'awaiting_award') {
    if (state.provisional) return approvalDeadlinePassed(state, cmd.at);
    const deadline = state.approvalDeadline;
    if (deadline === null || toMs(cmd.at) < toMs(deadline)) return [];
    return [
      { type: 'LotUnsold', data: { lotId: state.lotId, reason: 'award_expired', at: cmd.at } },
    ];
  }
  if (state.phase !== 'open') reject('lot.not-open');
  if (toMs(cmd.at) < toMs(state.dateClosed)) reject('lot.not-ended');
  const { lotId, details: d, leader } = state;
  const at = cmd.at;
  const releases: LotEvent[] = Object.keys(state.holds).map((holdId) => ({
    type: 'BuyNowHoldReleased',
    data: { lotId, holdId, reason: 'cancelled', at },
  }));
  if (d.auctiontype === 'sealed') return [...releases, ...decideOfferWindowEnd(state, cmd)];
  const reserveMet =
    d.rprice === 0 ||
    (d.auctiontype === 'reverse' ? state.wprice <= d.rprice : state.wprice >= d.rprice);
  const qty = d.qty - state.sold;
  if (!leader || !reserveMet || qty <= 0) {
    return [
      ...releases,
      { type: 'LotUnsold', data: { lotId, reason: leader ? 'reserve_not_met' : 'no_bids', at } },
    ];
  }
  const total = lotTotal(d.pricing, state.wprice, d.weight, qty);
  const via = d.auctiontype === 'reverse' ? 'reverse' : 'auction';
  return [
    ...releases,
    {
      type: 'LotSold',
      data: {
        lotId,
        buyerId: leader.userId,
        amount: state.wprice,
        total,
        qty,
        via,
        common_invoice: invoiceNumber(state),
        at,
      },
    },
  ];
}
