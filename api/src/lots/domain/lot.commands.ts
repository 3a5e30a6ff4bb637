import type { LotDetails, LotSettings } from '@facet/event-schemas';
import type { Actor } from '../../shared/domain/actor.js';
import type { SpendingCaps } from './spending-cap.rules.js';

interface Base {
  /** ISO UTC instant the server received the command. */
  at: string;
  actor: Actor;
}

export interface CreateLot extends Base {
  type: 'CreateLot';
  lotId: string;
  /** Defaults to the actor; an admin may create a lot for a seller. */
  sellerId?: string;
  details: LotDetails;
  settings: LotSettings;
}
export interface EditLot extends Base {
  type: 'EditLot';
  details: LotDetails;
}
export interface ChangeLotStatus extends Base {
  type: 'ChangeLotStatus';
  status: 'active' | 'inactive' | 'removed';
}
export interface ApplyLotSettings extends Base {
  type: 'ApplyLotSettings';
  settings: LotSettings;
}
export interface OpenLot extends Base {
  type: 'OpenLot';
  settings: LotSettings;
  /**
   * Issue 30: the capped buyers of the lot's auction and what each leads or has won on its other
   * lots, read by the opener (once per lot) for the pre-bids it plays (CAP-2, CAP-4). Absent:
   * nobody is capped.
   */
  spendingCaps?: SpendingCaps;
}
export interface CloseLot extends Base {
  type: 'CloseLot';
  /** The settings in force at the close (the scheduler's); a sealed lot's award follows them. */
  settings?: LotSettings;
  /**
   * Issue 30: the lot's tender event's seller approval window (its auction's
   * `approval_window_minutes`), read by the scheduler at the close; absent, none.
   */
  approvalWindowMinutes?: number;
  /** Issue 30: the auction's capped buyers at the close; a sealed lot's award honours them (CAP-6). */
  spendingCaps?: SpendingCaps;
}
export interface RecordBidDeposit extends Base {
  type: 'RecordBidDeposit';
  userId: string;
  amount: number;
}
/** `bid/confirm`: proxy or hard by the lot's mode, reverse or sealed by its `auctiontype`. */
export interface PlaceBid extends Base {
  type: 'PlaceBid';
  bidId: string;
  /** Cents; `null` when the field was empty. */
  amount: number | null;
  /**
   * `proxy_bidding_settings` at the time of the bid (the handler reads it from the settings the
   * web shows); absent: the lot's own snapshot. A standard lot is judged by it (README: bid mode).
   */
  biddingMode?: 'proxy' | 'hard';
  /**
   * Issue 30: the capped buyers of the lot's auction and what each leads or has won on its other
   * lots, read by the handler just before (CAP-1..CAP-3). Absent: nobody is capped.
   */
  spendingCaps?: SpendingCaps;
}
export interface PlacePreBid extends Base {
  type: 'PlacePreBid';
  bidId: string;
  amount: number | null;
}
export interface PlaceOffer extends Base {
  type: 'PlaceOffer';
  bidId: string;
  amount: number | null;
  /** Issue 30: the auction's capped buyers, read just before (CAP-5). Absent: nobody is capped. */
  spendingCaps?: SpendingCaps;
}
/** Issue 30: the lot joins its auction's encrypted tender event. */
export interface ApplyTenderKey extends Base {
  type: 'ApplyTenderKey';
  auctionId: string;
  holders: number;
  threshold: number;
}
export interface SubmitTender extends Base {
  type: 'SubmitTender';
  bidId: string;
  ciphertext: string;
  ciphertextSha256: string;
  /** The company the buyer represents as they tender, else the buyer themselves (issue 30). */
  partyId: string;
}
export interface WithdrawTender extends Base {
  type: 'WithdrawTender';
}
/** The opening: each tender's amount by bid id, and the winner the event's award chose. */
export interface OpenTenders extends Base {
  type: 'OpenTenders';
  amounts: Readonly<Record<string, number>>;
  winnerId: string | null;
  /** The buyers the event's award passed over on this parcel: their cap was reached. */
  capReached?: readonly string[];
  settings?: LotSettings;
  /** The tender event's approval window, from the opening (APPR-1); none: awarded as today. */
  approvalWindowMinutes?: number;
}
export interface AwardOffer extends Base {
  type: 'AwardOffer';
  userId: string;
  /** Issue 30: the auction's capped buyers as the seller awards (CAP-7). Absent: nobody is capped. */
  spendingCaps?: SpendingCaps;
}
export interface RejectAllOffers extends Base {
  type: 'RejectAllOffers';
}
/** Issue 30: the seller accepts or refuses the provisional winner (APPR-2, APPR-3). */
export interface DecideApproval extends Base {
  type: 'DecideApproval';
  accept: boolean;
}
export interface RetractBid extends Base {
  type: 'RetractBid';
  bidId: string;
  reason: string;
}
export interface AddToCart extends Base {
  type: 'AddToCart';
  holdId: string;
  /** 'available': the spec's default, qty - sold - held as the lot decides it (never a stale read). */
  qty: number | 'available' | null;
}
/**
 * An accepted make-offer takes its units for the buyer at the agreed price (offer-hold.decide.ts);
 * sent by the offer's handler, never by a route.
 */
export interface HoldForOffer extends Base {
  type: 'HoldForOffer';
  holdId: string;
  offerId: string;
  buyerId: string;
  qty: number;
  unitPrice: number;
  holdMinutes: number;
}
export interface CheckoutHold extends Base {
  type: 'CheckoutHold';
  holdId: string;
  /** The checkout's invoice, named as the sale's `common_invoice` (none: the lot names one). */
  invoiceId?: string;
}
export interface ReleaseHold extends Base {
  type: 'ReleaseHold';
  holdId: string;
  reason: 'expired' | 'cancelled';
}

export type LotCommand =
  | CreateLot
  | EditLot
  | ChangeLotStatus
  | ApplyLotSettings
  | OpenLot
  | CloseLot
  | RecordBidDeposit
  | PlaceBid
  | PlacePreBid
  | PlaceOffer
  | AwardOffer
  | ApplyTenderKey
  | SubmitTender
  | WithdrawTender
  | OpenTenders
  | RejectAllOffers
  | DecideApproval
  | RetractBid
  | AddToCart
  | HoldForOffer
  | CheckoutHold
  | ReleaseHold;
