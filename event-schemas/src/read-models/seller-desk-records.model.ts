import type { SellerOrganization, SellerPlan } from '../sellers/seller-account.events.js';
import type { ListResponse } from './list.model.js';
import type { BidRowKind } from './lot-card.model.js';

/**
 * `seller/product/bidhistory`: a row of the seller's own lot's history, newest first. Unlike the
 * public history the lot's manager reads every bidder's full name and the retracted bids (flagged).
 */
export interface SellerBidHistoryRecord {
  id: string;
  /** The bid's place in the lot's history (1 = first bid). */
  bid_number: number;
  user_id: string;
  first_name: string;
  last_name: string;
  /** Dollars. */
  proposed_amount: number;
  kind: BidRowKind | 'bid';
  created_at: string;
  retracted: boolean;
}

/** `seller/product/bidhistory`: a page of the lot's bids, newest first. */
export type SellerBidHistoryList = ListResponse<SellerBidHistoryRecord>;

export const sealedOfferStatuses = ['pending', 'awarded', 'declined', 'lost'] as const;
export type SealedOfferStatus = (typeof sealedOfferStatuses)[number];

/** `seller/offer/adminoffers`: one bidder's standing offer on one of the seller's sealed lots. */
export interface SellerOfferRecord {
  /** `<lotId>:<userId>`: one standing offer per bidder and lot. */
  id: string;
  lot_id: string;
  lot_title: string;
  /** The lot's unit: a per-carat lot's offers are per carat. */
  pricing: 'per_carat' | 'per_item';
  user_id: string;
  first_name: string;
  last_name: string;
  /**
   * Dollars; null while the offer window is open: nobody but the bidder sees an open offer, not
   * the seller either (bidding-rules.md, Sealed offers).
   */
  amount: number | null;
  created_at: string;
  status: SealedOfferStatus;
  /** Whether the seller may award or decline it now (the window ended, nothing decided yet). */
  awardable: boolean;
  /**
   * Issue 30: on the provisional winner's offer while the seller's approval window runs, its
   * deadline (ISO): the seller accepts or refuses it (`seller/offer/changeApprovalStatus`) until then.
   */
  approval_deadline?: string;
}

/** `seller/offer/adminoffers`: a page of the offers on the caller's sealed lots. */
export type SellerOfferList = ListResponse<SellerOfferRecord>;

// `kimberley` (issue 30, an admin's only): the KP certificates received and the parcels sold under each.
export const sellerReportTypes = [
  'sales',
  'bids',
  'buyers',
  'invoices',
  'payouts',
  'kimberley',
] as const;
export type SellerReportType = (typeof sellerReportTypes)[number];

/** A report row: column name -> cell (text, or a number of dollars or a count). */
export type SellerReportRow = Record<string, string | number>;

/** `seller/report/display`: one page of rows and the columns in order. */
export interface SellerReportPage {
  columns: string[];
  records: SellerReportRow[];
  totalRecords: number;
  setDisp: string;
}

/** `seller/report/export`: the whole report as CSV text and the file name to save it as. */
export interface SellerReportExport {
  records: string;
  filename: string;
}

/**
 * `seller/report/download`: the report itself as CSV text, streamed as a file (Content-Disposition
 * names it), not in an envelope.
 */
export type SellerReportCsv = string;

/** A plan as the subscription page lists it; the fee in dollars. */
export interface SellerPlanRecord {
  id: 'starter' | 'professional' | 'enterprise';
  lots_per_month: number | null;
  monthly_fee: number;
}

/** `seller/subscription/getSubscription`: the seller's plan, its limits and this month's usage. */
export interface SellerSubscriptionRecord {
  plan: SellerPlanRecord;
  /** Lots of the seller opening this calendar month (UTC), against `plan.lots_per_month`. */
  lots_this_month: number;
  month: string;
  changed_at: string | null;
  plans: SellerPlanRecord[];
  /** End of the paid period: the next charge (renewal) or the pending downgrade then; null on a free plan. */
  next_charge_at: string | null;
  /** The cheaper plan that takes effect at `next_charge_at` (SUB-3); null when none. */
  pending_plan: SellerPlanRecord['id'] | null;
  /** Every charge of the plan, newest first; dollars. */
  charges: SellerPlanChargeRecord[];
}

/** One charge of a seller's plan (SUB-1, SUB-4). */
export interface SellerPlanChargeRecord {
  plan: SellerPlanRecord['id'];
  amount: number;
  reference: string;
  sandbox: boolean;
  renewal: boolean;
  period_start: string;
  period_end: string;
  charged_at: string;
}

/** `seller/organization/getOrganization`: the company profile ('' where not filled in). */
export interface SellerOrganizationRecord {
  name: string;
  registration_no: string;
  vat: string;
  address: string;
  city: string;
  country: string;
  contact_name: string;
  contact_email: string;
  contact_phone: string;
  logo: string;
  updated_at: string | null;
}

/** `seller/subscription/changePlan`: the plan now and the account's revision. */
export interface SellerPlanChangedAnswer {
  plan: SellerPlan;
  revision: number;
  /** Dollars charged by this change (0: nothing charged, e.g. a downgrade or a retry). */
  charged: number;
  /** The payments port's adapter said no money moved (SANDBOX). */
  sandbox: boolean;
  /** A downgrade waiting for the period's end, and when it takes effect. */
  pending_plan: SellerPlan | null;
  paid_through: string | null;
}

/** `seller/organization/saveOrganization`: the profile as saved and the account's revision. */
export type SellerOrganizationSavedAnswer = SellerOrganization & { revision: number };
