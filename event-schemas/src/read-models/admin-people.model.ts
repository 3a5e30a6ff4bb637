import type { RecordAnswer, SavedIdAnswer } from './answer.model.js';
import type { PublicUser } from './account.model.js';
import type { InvoiceStatus } from './invoice.model.js';
import type { BuyerLabel, MyBidEntry } from './lot-card.model.js';
import type { ListResponse } from './list.model.js';
import type { SellerLotRecord } from './seller-desk.model.js';
import type { TimedBidLedgerRecord } from './timed-bid.model.js';

/** A lot in the admin's listings across every seller: the seller's record and whose it is. */
export interface AdminLotRecord extends SellerLotRecord {
  seller_name: string;
}

/** `admin/product/listings`: the seller list's shape over every seller's lots. */
export interface AdminLotList extends ListResponse<AdminLotRecord> {
  activelots: number;
}

/**
 * A row of `seller/product/ttwbidhistory`: every bid placed on the lot, retracted ones included,
 * with the bidder's full name (the lot's manager reads it) and the bid id a retraction names.
 */
export interface BidLedgerRecord {
  id: string;
  /** The bid's place in the lot's history (1 = first bid). */
  bid_number: number;
  /** Null for the proxy's automatic answer: it has no bid of its own to retract. */
  bid_id: string | null;
  user_id: string;
  first_name: string;
  last_name: string;
  /** Dollars. */
  proposed_amount: number;
  automatic: boolean;
  retracted: boolean;
  created_at: string;
}

/** `admin/user/getSingleUser`, and `changeStatus` / `userAction`: the account as it now is. */
export type AdminUserAnswer = RecordAnswer<AdminUserRecord>;

/** Any `admin/user/*` command: the account as it now is, none for one that changes no account (`triggerEmail`). */
export type AdminUserCommandAnswer = Partial<AdminUserAnswer>;

/** `common/getInviteDetails`: who an invitation is for and the role it grants. */
export interface InvitationDetails {
  email: string;
  first_name: string;
  last_name: string;
  /** The invite event allows an admin; the admin's form offers buyer and seller only. */
  role: 'buyer' | 'seller' | 'admin';
}

/** `admin/user/addinviteuser`: the invitation's id. */
export type InvitationSentAnswer = SavedIdAnswer;

/** `seller/product/ttwbidhistory`: the page plus the lot's price now (dollars). */
export interface BidLedgerList extends ListResponse<BidLedgerRecord> {
  wprice: number;
  /** Issue 26: the lot's timed bids (pending, placed, failed, cancelled), bidders named. */
  timed_bids: TimedBidLedgerRecord[];
}

/** What an admin sees of an account in the back office: no secrets. */
export interface AdminUserRecord extends PublicUser {
  kyc: { outcome: string; provider: string; sandbox: boolean; at: string } | null;
  created_at: string;
}

/** `admin/user/dashboard`: one user's bids, wins, invoices and deposits; money in dollars. */
export interface AdminUserDashboard {
  bids: {
    lotId: string;
    title: string;
    kind: MyBidEntry['kind'];
    amount: number;
    at: string;
    label: BuyerLabel | null;
  }[];
  wins: { lotId: string; title: string; amount: number }[];
  invoices: { id: string; number: number; total: number; status: InvoiceStatus; at: string }[];
  deposits: {
    id: string;
    lotId: string;
    title: string;
    amount: number;
    status: 'held' | 'applied' | 'released' | 'refunded';
    at: string;
  }[];
}

/** A message in `backoffice/mail/outbox`, newest first. */
export interface OutboxMailRecord {
  id: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  kind: string;
  at: string;
  /** How it left: written to the outbox folder, accepted by SMTP, or the SMS sandbox. */
  transport: 'outbox' | 'smtp' | 'sms-sandbox';
}
