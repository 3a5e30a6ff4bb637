import type { BuyerLabel } from '../read-models/lot-card.model.js';

/**
 * Issue 18: the admin's timeline replay and a bidder's explanation of their outcome. Amounts are
 * dollars (the HTTP edge); times ISO UTC. Rule ids are those of `bidding-rules.md` (P1-P4, H1-H2)
 * and named ones for the rules that have no number there.
 */
export type ReplayRule =
  | 'P1'
  | 'P2'
  | 'P3'
  | 'P4'
  | 'H1'
  | 'H2'
  | 'reserve'
  | 'reverse'
  | 'pre-bid'
  | 'sealed-offer'
  | 'sealed-award'
  // Issue 30, the seller's approval window: provisional winner, accepted, accepted at the
  // deadline, refused.
  | 'approval-provisional'
  | 'approval-accepted'
  | 'approval-deadline'
  | 'approval-refused'
  // Issue 30, an encrypted tender event's opening: each tender read, or passed over for its
  // buyer's spending cap.
  | 'tender-opened'
  | 'tender-cap-reached'
  | 'soft-close'
  | 'retraction'
  | 'buy-now'
  | 'close-sold'
  | 'close-unsold'
  | 'invoice-raised'
  | 'invoice-payment'
  | 'invoice-offline'
  | 'invoice-status';

/** A bidder as a replay names them: the admin sees names; a bidder sees only 'you' or 'another bidder'. */
export interface ReplayParty {
  userId: string | null;
  name: string;
}

/**
 * The invoice a step after the sale is about, as the invoice read model holds it after that step
 * (dollars): what it is for, what was paid, what is due.
 */
export interface ReplayInvoiceFacts {
  invoiceId: string;
  number: number;
  total: number;
  paid: number;
  balanceDue: number;
  /** The invoice's status after the step ('unpaid', 'paid', 'cancelled', ...). */
  status: string;
  /** The payment this step recorded and how it was made; null on other steps. */
  amount: number | null;
  method: string | null;
}

/** Why the price (or leader, or close) changed at one event, in structured words the screen renders. */
export interface PriceExplanation {
  step: number;
  at: string;
  rule: ReplayRule;
  previousPrice: number;
  price: number;
  challenger: ReplayParty | null;
  leader: ReplayParty | null;
  /** null when the reader may not see it (another bidder's maximum). */
  challengerMaximum: number | null;
  leaderMaximum: number | null;
  increment: number | null;
  reserve: number | null;
  previousClose: string | null;
  close: string | null;
  extensionSeconds: number | null;
  /** Present on the invoice steps after the sale (rules `invoice-*`); the buyer is the challenger. */
  invoice?: ReplayInvoiceFacts;
}

/** One event on the scrubber. */
export interface ReplayStep {
  step: number;
  position: string;
  lotId: string | null;
  stream: string;
  revision: number;
  type: string;
  at: string;
  actor: ReplayParty | null;
}

/** `admin/replay/timeline`: the whole life of a lot or an auction (all its lots' events, in log order). */
export interface ReplayTimeline {
  scope: { kind: 'lot' | 'auction'; id: string; title: string };
  steps: ReplayStep[];
  bidders: ReplayParty[];
}

/** What the public saw of one lot at the instant. */
export interface ReplayPublicView {
  lotId: string;
  title: string;
  /** The lot's unit: a per-carat lot's prices, bids and maximums are per carat. */
  pricing: 'per_carat' | 'per_item';
  wprice: number;
  next_bid: number;
  bid_count: number;
  date_closed: string;
  market_status: string;
  status: string;
  reserve_met: boolean | null;
}

/** One bidder's label and maximum at the instant, as the admin's table shows them. */
export interface ReplayBidderRow {
  party: ReplayParty;
  label: BuyerLabel | null;
  maximum: number | null;
}

/** What one bidder was told: the answer to each of their commands, then each push they got. */
export interface ReplayMessage {
  step: number;
  at: string;
  kind: 'answer' | 'push';
  /** The answer's message or the push's name (`bidAddtime`, `outbid`, ...). */
  name: string;
  label: BuyerLabel | null;
  amount: number | null;
}

export interface ReplayBidderView {
  party: ReplayParty;
  label: BuyerLabel | null;
  maximum: number | null;
  messages: ReplayMessage[];
}

export interface ReplayLotFrame {
  public: ReplayPublicView;
  bidders: ReplayBidderRow[];
  /** The latest explanations up to the instant (at most 50), oldest first; the step's own last. */
  explanations: PriceExplanation[];
  /** How many explanations there are up to the instant in all. */
  explanationCount: number;
  /** Present when a bidder was picked. */
  bidder?: ReplayBidderView;
}

/** `admin/replay/frame`: the state after events 0..step, rebuilt by the live projections. */
export interface ReplayFrame {
  step: number;
  at: string;
  lots: ReplayLotFrame[];
}

/** `bid/explainOutcome`: the caller's own outcome on a lot, with only public facts and their own. */
export interface OutcomeExplanation {
  lotId: string;
  label: BuyerLabel | null;
  explanations: PriceExplanation[];
}
