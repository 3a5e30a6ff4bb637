import type { PriceExplanation, ReplayParty, ReplayRule } from '@facet/event-schemas';
import { formatDateTime, formatLotMoney, formatMoney } from '@/lib/format';

/** Every rule id an explanation can carry: one wording each (`replay:rules.<id>`). */
export const REPLAY_RULES = [
  'P1',
  'P2',
  'P3',
  'P4',
  'H1',
  'H2',
  'reserve',
  'reverse',
  'pre-bid',
  'sealed-offer',
  'sealed-award',
  'approval-provisional',
  'approval-accepted',
  'approval-deadline',
  'approval-refused',
  'tender-opened',
  'tender-cap-reached',
  'soft-close',
  'retraction',
  'buy-now',
  'close-sold',
  'close-unsold',
  'invoice-raised',
  'invoice-payment',
  'invoice-offline',
  'invoice-status',
] as const satisfies readonly ReplayRule[];

// A rule added to the contract without a wording fails to compile here.
type Unlisted = Exclude<ReplayRule, (typeof REPLAY_RULES)[number]>;
export const everyRuleListed: Unlisted extends never ? true : never = true;

/** The words for what the reader may not see or what is absent, and the reader's own parties. */
export interface ExplanationWords {
  hidden: string;
  none: string;
  nobody: string;
  you: string;
  anotherBidder: string;
  seconds: (count: number) => string;
  /** An invoice's status and a payment's method, in the reader's language. */
  invoiceStatus: (status: string) => string;
  method: (method: string) => string;
}

// The names the api gives a bidder's own explanation (replay.model: 'you' or 'another bidder').
const YOU = 'you';
const ANOTHER_BIDDER = 'another bidder';

function partyName(p: ReplayParty | null, words: ExplanationWords): string {
  if (!p) return words.nobody;
  if (p.userId === null && p.name === ANOTHER_BIDDER) return words.anotherBidder;
  if (p.name === YOU) return words.you;
  return p.name;
}

/**
 * The values a rule's wording is filled with: money as the rest of the site writes it, a
 * maximum the reader may not see as a word (never a number), times in the reader's zone. A
 * bidder is never shown the reserve (`reserveHidden`): its absence then reads 'not shown'.
 */
export function explanationValues(
  e: PriceExplanation,
  words: ExplanationWords,
  reserveHidden = false,
  perCarat = false,
): Record<string, string> {
  // A per-carat lot's prices, maximums, increments and reserve are per carat: '$800.00/ct'.
  const unit = (m: number) => formatLotMoney(m, perCarat ? 'per_carat' : 'per_item');
  const maximum = (m: number | null) => (m === null ? words.hidden : unit(m));
  const money = (m: number | null) => (m === null ? words.none : unit(m));
  const time = (at: string | null) => (at ? formatDateTime(at) : words.none);
  return {
    challenger: partyName(e.challenger, words),
    leader: partyName(e.leader, words),
    // Buy now names its buyer as the challenger (the checkout) or the leader (the sale).
    buyer: partyName(e.challenger ?? e.leader, words),
    challengerMaximum: maximum(e.challengerMaximum),
    leaderMaximum: maximum(e.leaderMaximum),
    previousPrice: unit(e.previousPrice),
    price: unit(e.price),
    increment: money(e.increment),
    reserve: e.reserve === null && reserveHidden ? words.hidden : money(e.reserve),
    previousClose: time(e.previousClose),
    close: time(e.close),
    extension: e.extensionSeconds === null ? words.none : words.seconds(e.extensionSeconds),
    ...invoiceValues(e, words),
  };
}

/** An invoice step's figures (rules `invoice-*`); 'none' where the step names no invoice. */
function invoiceValues(e: PriceExplanation, words: ExplanationWords): Record<string, string> {
  const i = e.invoice;
  const money = (m: number | null | undefined) =>
    m === null || m === undefined ? words.none : formatMoney(m);
  return {
    invoiceNumber: i ? String(i.number) : words.none,
    invoiceTotal: money(i?.total),
    paid: money(i?.paid),
    balanceDue: money(i?.balanceDue),
    invoiceStatus: i ? words.invoiceStatus(i.status) : words.none,
    amount: money(i?.amount),
    method: i?.method ? words.method(i.method) : words.none,
  };
}
