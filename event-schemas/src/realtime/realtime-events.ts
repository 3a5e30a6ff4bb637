import type { LotMarketStatus } from '../read-models/lot-card.model.js';

/** The caller's own pre-bid maximum on a lot that has not started yet (dollars). */
export interface PreBidData {
  proposed_amount: number;
  proposal: string;
}

/**
 * Realtime payloads (socket.io), amounts in dollars as at the HTTP edge. Pushes only inform;
 * every lot push carries the lot's stream revision so a client can see a gap and catch up.
 */
export interface BidAddtimeState {
  status: 'success';
  id: string;
  /** null for visitors (room `lot:{id}:visitor`) and on an unawarded sealed lot. */
  wprice: number | null;
  next_bid: number | null;
  bid_count: number;
  date_closed: string;
  revision: number;
  /** Only in pushes to `user:{id}`: that user's own standing (never on a sealed lot). */
  bidtopstatus?: 'winner' | 'outbid';
  /** With `bidtopstatus`: whether the lot's reserve is met, so the label can say so. */
  reserve_met?: boolean;
  /** Only in pushes to `user:{id}` and the bidder's answer, reverse lots: their rank (1 = best). */
  rank?: number;
}

/**
 * A refused bid (spec 4: on failure the bidder sees the error text), pushed to the bidder's own
 * room `user:{id}` only, besides the HTTP answer: the lot's state as a signed-in watcher sees it
 * (the contract's `{ status: "failed", id, wprice, next_bid, bid_count, date_closed, revision,
 * error }`) and the error as the HTTP envelope carries it (`code`, `params`, the English text).
 */
export interface BidAddtimeFailed extends Omit<
  BidAddtimeState,
  'status' | 'bidtopstatus' | 'reserve_met' | 'rank'
> {
  status: 'failed';
  /** The spec's message in English (the envelope's `message`). */
  error: string;
  /** The stable error code the web translates (the envelope's `code`). */
  code: string;
  /** The values the message names (money in cents), as the envelope's `params`. */
  params: Record<string, number | string>;
  /** The bid's command id when its sender gave one: that tab has its HTTP answer already. */
  commandId: string | null;
}

export type BidAddtimePayload = BidAddtimeState | BidAddtimeFailed;

/** To `user:{id}` only: the user's own pre-bid was recorded. */
export interface PreBidAddtimePayload {
  status: 'success';
  id: string;
  prebid_data: PreBidData;
  revision: number;
}

export interface RealClosedUpdatesPayload {
  id: string;
  market_status: LotMarketStatus;
  /** null for visitors. */
  wprice: number | null;
  /** The winner's id in the winner's own `user:{id}` copy only; null in every other copy. */
  buynowed: string | null;
  revision: number;
  /**
   * Only in pushes to `user:{id}`: 'pending' when a sealed lot's offer window ended;
   * 'awaiting_approval' when its best tender awaits the seller's approval (issue 30).
   */
  bidtopstatus?: 'won' | 'lost' | 'pending' | 'awaiting_approval';
  /** The winner's own copy only: the invoice their 'View invoice' link opens. */
  common_invoice?: string | null;
}

/** To `user:{id}` only: the lot joined or left the user's watchlist. */
export interface WatchlistAddedPayload {
  id: string;
  status: 'added' | 'removed';
  watchlistid: 0 | 1;
  /** The revision of the user's watchlist stream, not of the lot. */
  revision: number;
}

/** To `user:{id}` only (issue 26): the server placed one of the user's timed bids, or it failed. */
export interface TimedBidUpdatePayload {
  id: string;
  lot_id: string;
  status: 'placed' | 'failed';
  /** Why it failed (a stable code), null once placed. */
  reason: string | null;
  /** The revision of the timed bid's stream. */
  revision: number;
}

export interface ServertimePayload {
  /** The server's clock, ISO UTC. */
  dTime: string;
}

/** Server-to-client event map shared by the gateway, the notifier and the web client. */
export interface ServerToClientEvents {
  bidAddtime: (payload: BidAddtimePayload) => void;
  preBidAddtime: (payload: PreBidAddtimePayload) => void;
  realclosedupdates: (payload: RealClosedUpdatesPayload) => void;
  watchlistAdded: (payload: WatchlistAddedPayload) => void;
  timedBidUpdate: (payload: TimedBidUpdatePayload) => void;
  servertime: (payload: ServertimePayload) => void;
}

export interface WatchLotsRequest {
  ids: string[];
}

/** The client's last seen revision per lot. */
export interface CatchUpRequest {
  lots: Record<string, number>;
}

/**
 * Why the server refused a socket message: the socket sent more than its share per second (a
 * flood; kept up, the socket is disconnected), or would watch more lots than one socket may.
 */
export type SocketRefusal = 'too-many-messages' | 'too-many-lots';

/** The answer to `watchLots` and `unwatchLots`. */
export interface WatchAnswer {
  ok: boolean;
  refused?: SocketRefusal;
}

/** How many lots had moved on; each of them was pushed to the asking socket as `bidAddtime`. */
export interface CatchUpAnswer {
  ok: boolean;
  sent?: number;
  refused?: SocketRefusal;
}

/** Client-to-server: joining and leaving lot rooms, and catching up after a reconnect. */
export interface ClientToServerEvents {
  watchLots: (payload: WatchLotsRequest, ack?: (answer: WatchAnswer) => void) => void;
  unwatchLots: (payload: WatchLotsRequest, ack?: (answer: WatchAnswer) => void) => void;
  catchUp: (payload: CatchUpRequest, ack: (answer: CatchUpAnswer) => void) => void;
}

export const realtimeEventNames = [
  'bidAddtime',
  'preBidAddtime',
  'realclosedupdates',
  'watchlistAdded',
  'servertime',
] as const satisfies readonly (keyof ServerToClientEvents)[];
