import { ownValue } from '@facet/event-schemas';
import { incrementAt, type PriceExplanation, type ReplayRule } from '@facet/event-schemas';
import { centsToDollars } from '../../shared/money/index.js';
import type { LotFacts, ReplayEvent } from './replay.ports.js';

/** What `explain` reads around one event of a lot. */
export interface ExplainInput {
  step: number;
  event: ReplayEvent;
  /** The lot aggregate just before and just after the event. */
  before: LotFacts;
  after: LotFacts;
  /** The price before the bid being recorded (its automatic rows may move it on the way). */
  unitPrice: number;
  /** The event belongs to the lot's opening, which applies the pre-bids (bidding-rules 'Pre-bids'). */
  opening: boolean;
  /** Who sent the command that recorded the event. */
  actorId: string | null;
}

const party = (userId: string | null | undefined) => (userId ? { userId, name: '' } : null);
const orNull = (cents: number | null | undefined): number | null => cents ?? null;
const inc = (lot: LotFacts, price: number) => incrementAt(lot.settings, price);
const secondsBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 1000;
/** The bidder who moved at this event, and their maximum (or their amount). */
function challenging(x: PriceExplanation, userId: string | null | undefined, maximum: number) {
  x.challenger = party(userId);
  x.challengerMaximum = maximum;
}
/** The bidder leading at this event, and their maximum when known. */
function leading(x: PriceExplanation, userId: string | null | undefined, maximum: number | null) {
  x.leader = party(userId);
  x.leaderMaximum = maximum;
}

/**
 * An explanation as the fold keeps it: amounts in cents until `inDollars` (a 10,000-bid lot
 * converts only the explanations a frame shows).
 */
export type ExplanationInCents = PriceExplanation;

const toDollars = (cents: number | null): number | null =>
  cents === null ? null : centsToDollars(cents);

/** The explanation at the HTTP edge: amounts in dollars. */
export const inDollars = (x: ExplanationInCents): PriceExplanation => ({
  ...x,
  previousPrice: centsToDollars(x.previousPrice),
  price: centsToDollars(x.price),
  challengerMaximum: toDollars(x.challengerMaximum),
  leaderMaximum: toDollars(x.leaderMaximum),
  increment: toDollars(x.increment),
  reserve: toDollars(x.reserve),
  ...(x.invoice
    ? {
        invoice: {
          ...x.invoice,
          total: centsToDollars(x.invoice.total),
          paid: centsToDollars(x.invoice.paid),
          balanceDue: centsToDollars(x.invoice.balanceDue),
          amount: toDollars(x.invoice.amount),
        },
      }
    : {}),
});

/**
 * Why the price, the leader or the close changed at one event, in the words of bidding-rules.md:
 * rule ids, both maxima, the increment that applied and the reserve when it pulled the price.
 * Parties carry ids only (named by the reader). Null for an event that explains nothing: the
 * automatic row of a proxy is explained with the challenger's bid it answers.
 */
export function explain(input: ExplainInput): ExplanationInCents | null {
  const { event, step, before, after } = input;
  // One object per explanation, filled in by its rule: a 10,000-bid fold builds 10,000 of them.
  const x: ExplanationInCents = {
    step,
    at: event.metadata.at,
    rule: 'P1',
    previousPrice: before.wprice,
    price: after.wprice,
    challenger: null,
    leader: null,
    challengerMaximum: null,
    leaderMaximum: null,
    increment: null,
    reserve: after.details.rprice > 0 ? after.details.rprice : null,
    previousClose: null,
    close: null,
    extensionSeconds: null,
  };
  return fill(x, input) ? x : null;
}

// The rule's price as if there were no reserve: above it, the reserve pulled the price.
const pulled = (lot: LotFacts, price: number, base: number): boolean =>
  lot.details.rprice > 0 && price > base;

// A proxy bid's rule: applied at opening it is a pre-bid; above its own price, the reserve's.
const proxyRule = (input: ExplainInput, own: ReplayRule, wprice: number, base: number) =>
  input.opening ? 'pre-bid' : pulled(input.before, wprice, base) ? 'reserve' : own;

/** Writes the event's rule and parties into `x`; false for an event that explains nothing. */
function fill(x: ExplanationInCents, input: ExplainInput): boolean {
  const { event: e, before, after, unitPrice } = input;
  switch (e.type) {
    case 'ProxyBidPlaced': {
      const { userId, maximum: M, wprice } = e.data;
      const L = before.leader;
      x.previousPrice = unitPrice;
      challenging(x, userId, M);
      if (!L) {
        // P1: the first maximum leads at the starting price (or the reserve it reaches).
        const base = Math.max(unitPrice, Math.min(before.details.sprice, M));
        x.rule = proxyRule(input, 'P1', wprice, base);
        return true;
      }
      leading(x, L.userId, L.maximum);
      if (e.data.leaderId === userId) {
        // P3: M > L, one increment over L, never above M.
        const base = Math.max(unitPrice, Math.min(M, L.maximum + inc(before, L.maximum)));
        x.rule = proxyRule(input, 'P3', wprice, base);
        x.increment = inc(before, L.maximum);
        return true;
      }
      // P4: M <= L, the leader's proxy answers one increment over M, never above L.
      const base = Math.max(unitPrice, Math.min(L.maximum, M + inc(before, M)));
      x.rule = proxyRule(input, 'P4', wprice, base);
      x.increment = inc(before, M);
      return true;
    }
    case 'HardBidPlaced': {
      const { userId, amount: H, leaderId } = e.data;
      const leader = before.leader;
      x.previousPrice = unitPrice;
      challenging(x, userId, H);
      leading(x, leader?.userId, orNull(leader?.maximum));
      if (leaderId === userId) {
        x.rule = 'H1';
        return true;
      }
      // H2: the standing maximum answers one increment over H, never above itself.
      const L = before.leader?.maximum ?? H;
      const base = Math.max(unitPrice, Math.min(L, H + inc(before, H)));
      x.rule = pulled(before, e.data.wprice, base) ? 'reserve' : 'H2';
      x.increment = inc(before, H);
      return true;
    }
    case 'LeaderMaximumChanged': {
      const { userId, maximum, previousMaximum, wprice } = e.data;
      x.rule = wprice > before.wprice ? 'reserve' : 'P2';
      challenging(x, userId, maximum);
      leading(x, userId, previousMaximum);
      return true;
    }
    case 'ReverseBidPlaced':
      x.rule = 'reverse';
      challenging(x, e.data.userId, e.data.amount);
      leading(x, e.data.leaderId, orNull(after.leader?.maximum));
      x.increment = before.leader ? inc(before, before.wprice) : null;
      return true;
    case 'SealedOfferPlaced':
      x.rule = 'sealed-offer';
      challenging(x, e.data.userId, e.data.amount);
      return true;
    case 'SealedOfferAwarded':
      x.rule = 'sealed-award';
      leading(x, e.data.userId, e.data.amount);
      return true;
    // Issue 30: an encrypted tender event's opening, tender by tender ("B was skipped: cap reached").
    case 'SealedTenderOpened':
      x.rule = e.data.capReached ? 'tender-cap-reached' : 'tender-opened';
      challenging(x, e.data.userId, e.data.amount);
      return true;
    // A plain sealed lot's close passed a better offer over for its buyer's cap (CAP-6).
    case 'SealedOfferPassedOver':
      x.rule = 'tender-cap-reached';
      challenging(x, e.data.userId, e.data.amount);
      return true;
    // Issue 30: the seller's approval window (APPR-1..4): the provisional winner and its
    // deadline, then the seller's decision or the acceptance at the deadline.
    case 'SealedOfferProvisionallyAwarded':
      x.rule = 'approval-provisional';
      leading(x, e.data.userId, e.data.amount);
      x.close = e.data.approvalDeadline;
      return true;
    case 'SealedOfferApprovalDecided':
      x.rule =
        e.data.decision === 'refused'
          ? 'approval-refused'
          : e.data.decidedBy === 'system'
            ? 'approval-deadline'
            : 'approval-accepted';
      leading(x, e.data.userId, e.data.amount);
      return true;
    case 'LotClosingExtended':
      x.rule = 'soft-close';
      x.challenger = party(input.actorId);
      x.previousClose = e.data.previous_date_closed;
      x.close = e.data.date_closed;
      x.extensionSeconds = secondsBetween(e.data.previous_date_closed, e.data.date_closed);
      return true;
    case 'BidRetracted':
      x.rule = 'retraction';
      x.challenger = party(e.data.userId);
      leading(x, e.data.leaderId, orNull(after.leader?.maximum));
      return true;
    case 'BuyNowCheckedOut':
      x.rule = 'buy-now';
      x.challenger = party(e.data.userId);
      x.price = e.data.amount;
      return true;
    case 'LotSold':
      x.rule = e.data.via === 'buy_now' ? 'buy-now' : 'close-sold';
      x.leader = party(e.data.buyerId);
      x.leaderMaximum = orNull(
        ownValue(before.maxima, e.data.buyerId) ?? ownValue(before.offers, e.data.buyerId)?.amount,
      );
      x.price = e.data.amount;
      return true;
    case 'LotUnsold':
      x.rule = 'close-unsold';
      leading(x, before.leader?.userId, orNull(before.leader?.maximum));
      return true;
    default:
      return false;
  }
}
