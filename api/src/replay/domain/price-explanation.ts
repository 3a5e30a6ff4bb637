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

type Draft = Partial<PriceExplanation> & { rule: ReplayRule };

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
  const draft = draftOf(input);
  if (!draft) return null;
  const { event, step, before, after } = input;
  return {
    step,
    at: event.metadata.at,
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
    ...draft,
  };
}

// The rule's price as if there were no reserve: above it, the reserve pulled the price.
const pulled = (lot: LotFacts, price: number, base: number): boolean =>
  lot.details.rprice > 0 && price > base;

function draftOf(input: ExplainInput): Draft | null {
  const { event: e, before, after, unitPrice } = input;
  switch (e.type) {
    case 'ProxyBidPlaced': {
      const { userId, maximum: M, wprice } = e.data;
      const L = before.leader;
      const common = {
        previousPrice: unitPrice,
        challenger: party(userId),
        challengerMaximum: M,
      };
      const rule = (own: ReplayRule, base: number): ReplayRule =>
        input.opening ? 'pre-bid' : pulled(before, wprice, base) ? 'reserve' : own;
      if (!L) {
        // P1: the first maximum leads at the starting price (or the reserve it reaches).
        const base = Math.max(unitPrice, Math.min(before.details.sprice, M));
        return { ...common, rule: rule('P1', base) };
      }
      const leader = { leader: party(L.userId), leaderMaximum: L.maximum };
      if (e.data.leaderId === userId) {
        // P3: M > L, one increment over L, never above M.
        const base = Math.max(unitPrice, Math.min(M, L.maximum + inc(before, L.maximum)));
        return {
          ...common,
          ...leader,
          rule: rule('P3', base),
          increment: inc(before, L.maximum),
        };
      }
      // P4: M <= L, the leader's proxy answers one increment over M, never above L.
      const base = Math.max(unitPrice, Math.min(L.maximum, M + inc(before, M)));
      return { ...common, ...leader, rule: rule('P4', base), increment: inc(before, M) };
    }
    case 'HardBidPlaced': {
      const { userId, amount: H, leaderId } = e.data;
      const leader = before.leader;
      const common = {
        previousPrice: unitPrice,
        challenger: party(userId),
        challengerMaximum: H,
        leader: party(leader?.userId),
        leaderMaximum: orNull(leader?.maximum),
      };
      if (leaderId === userId) return { ...common, rule: 'H1' };
      // H2: the standing maximum answers one increment over H, never above itself.
      const L = before.leader?.maximum ?? H;
      const base = Math.max(unitPrice, Math.min(L, H + inc(before, H)));
      const rule = pulled(before, e.data.wprice, base) ? 'reserve' : 'H2';
      return { ...common, rule, increment: inc(before, H) };
    }
    case 'LeaderMaximumChanged': {
      const { userId, maximum, previousMaximum, wprice } = e.data;
      return {
        rule: wprice > before.wprice ? 'reserve' : 'P2',
        challenger: party(userId),
        leader: party(userId),
        challengerMaximum: maximum,
        leaderMaximum: previousMaximum,
      };
    }
    case 'ReverseBidPlaced':
      return {
        rule: 'reverse',
        challenger: party(e.data.userId),
        challengerMaximum: e.data.amount,
        leader: party(e.data.leaderId),
        leaderMaximum: orNull(after.leader?.maximum),
        increment: before.leader ? inc(before, before.wprice) : null,
      };
    case 'SealedOfferPlaced':
      return {
        rule: 'sealed-offer',
        challenger: party(e.data.userId),
        challengerMaximum: e.data.amount,
      };
    case 'SealedOfferAwarded':
      return {
        rule: 'sealed-award',
        leader: party(e.data.userId),
        leaderMaximum: e.data.amount,
      };
    case 'LotClosingExtended':
      return {
        rule: 'soft-close',
        challenger: party(input.actorId),
        previousClose: e.data.previous_date_closed,
        close: e.data.date_closed,
        extensionSeconds: secondsBetween(e.data.previous_date_closed, e.data.date_closed),
      };
    case 'BidRetracted':
      return {
        rule: 'retraction',
        challenger: party(e.data.userId),
        leader: party(e.data.leaderId),
        leaderMaximum: orNull(after.leader?.maximum),
      };
    case 'BuyNowCheckedOut':
      return { rule: 'buy-now', challenger: party(e.data.userId), price: e.data.amount };
    case 'LotSold':
      return {
        rule: e.data.via === 'buy_now' ? 'buy-now' : 'close-sold',
        leader: party(e.data.buyerId),
        leaderMaximum: orNull(
          before.maxima[e.data.buyerId] ?? before.offers[e.data.buyerId]?.amount,
        ),
        price: e.data.amount,
      };
    case 'LotUnsold':
      return {
        rule: 'close-unsold',
        leader: party(before.leader?.userId),
        leaderMaximum: orNull(before.leader?.maximum),
      };
    default:
      return null;
  }
}
