import type { LotDetails, LotSettings } from '@facet/event-schemas';
import { BidLog, type BidEntry } from './bid-log.state.js';

export type { BidEntry };
import { defaultLotSettings } from '../../shared/domain/lot-settings.defaults.js';

export type LotPhase = 'none' | 'scheduled' | 'open' | 'awaiting_award' | 'sold' | 'unsold';

export interface Leader {
  userId: string;
  maximum: number;
  /** Tie priority: raising a maximum resets it (P2). */
  priorityAt: string;
}

export interface Offer {
  bidId: string;
  amount: number;
  at: string;
}

/** The encrypted tender event the lot belongs to (issue 30). */
export interface TenderSetup {
  auctionId: string;
  holders: number;
  threshold: number;
}

/** A buyer's standing encrypted tender: only its ciphertext until the opening. */
export interface SealedTender {
  bidId: string;
  ciphertext: string;
  ciphertextSha256: string;
  at: string;
  /** Whom it was placed for: the opening counts it as this party's, whoever the buyer is now. */
  partyId: string;
}

export interface Hold {
  userId: string;
  qty: number;
  expiresAt: string;
  /** An accepted make-offer's price (the lot's basis), charged at checkout instead of bprice. */
  unitPrice?: number;
}

export interface LotState {
  phase: LotPhase;
  lotId: string;
  sellerId: string;
  details: LotDetails;
  settings: LotSettings;
  status: 'active' | 'inactive' | 'removed';
  /** Effective close, moved by soft-close extensions. */
  dateClosed: string;
  deposits: Record<string, number>;
  preBids: BidEntry[];
  bids: BidLog;
  /**
   * The bids the public history lists (placed and automatic, less retractions): the count the
   * card and its pushes say. `bids` also holds a leader's raised maximum, which is no bid.
   */
  bidCount: number;
  retracted: string[];
  leader: Leader | null;
  /** Current price: highest (standard) or lowest (reverse) winning price; 0 before any bid. */
  wprice: number;
  /** Each bidder's current own maximum (standard) or lowest bid (reverse). */
  maxima: Record<string, number>;
  offers: Record<string, Offer>;
  approvalDeadline: string | null;
  /** Set once the lot belongs to an encrypted tender event: it takes ciphertexts, never amounts. */
  tender: TenderSetup | null;
  tenders: Record<string, SealedTender>;
  /** The window ended with encrypted tenders: awarded only once the holders open the event. */
  awaitingOpening: boolean;
  /** The buyer the event's award chose at the opening (caps honoured): the only one awardable. */
  tenderWinnerId: string | null;
  /** Issue 30: the tender awaiting the seller's approval (APPR-1); null otherwise. */
  provisional: { userId: string; bidId: string; amount: number } | null;
  holds: Record<string, Hold>;
  checkedOut: string[];
  /** The price of each checked-out hold an accepted make-offer priced (absent: bprice). */
  offerSales?: Record<string, number>;
  sold: number;
  invoices: number;
  buyerId: string | null;
  soldAmount: number | null;
  commonInvoice: string | null;
}

/** A lot's details before `LotCreated`: the defaults every new lot's form starts from. */
export const blankLotDetails: LotDetails = {
  title: '-',
  auctionlot_title: '',
  auction_lot: '',
  desc_proc: '',
  auctiontype: 'standard',
  auction: 1,
  buynow: 0,
  pricing: 'per_carat',
  weight: 0,
  total_stones: 0,
  average_size: null,
  qty: 1,
  sprice: 0,
  rprice: 0,
  bprice: 0,
  deposit: 0,
  deposit_amount: 0,
  featured: 0,
  categoryTypeId: null,
  conditionTypeId: null,
  location_id: null,
  auctionid: null,
  date_added: '1970-01-01T00:00:00.000Z',
  date_closed: '1970-01-01T00:00:00.000Z',
};

export function initialState(): LotState {
  return {
    phase: 'none',
    lotId: '',
    sellerId: '',
    details: blankLotDetails,
    settings: defaultLotSettings,
    status: 'active',
    dateClosed: blankLotDetails.date_closed,
    deposits: {},
    preBids: [],
    bids: BidLog.of(),
    bidCount: 0,
    retracted: [],
    leader: null,
    wprice: 0,
    maxima: {},
    offers: {},
    approvalDeadline: null,
    tender: null,
    tenders: {},
    awaitingOpening: false,
    tenderWinnerId: null,
    provisional: null,
    holds: {},
    checkedOut: [],
    sold: 0,
    invoices: 0,
    buyerId: null,
    soldAmount: null,
    commonInvoice: null,
  };
}

export const isTerminal = (state: LotState): boolean =>
  state.phase === 'sold' || state.phase === 'unsold';

export const hasBids = (state: LotState): boolean =>
  state.bids.length > 0 ||
  Object.keys(state.offers).length > 0 ||
  Object.keys(state.tenders).length > 0;
