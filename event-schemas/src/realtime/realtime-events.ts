/** Realtime payloads (socket.io), amounts in dollars as at the HTTP edge. */
export interface BidAddtimePayload {
  status: 'success' | 'failed';
  id: string;
  wprice: number | null;
  next_bid: number | null;
  bid_count: number;
  date_closed: string;
  revision: number;
  error?: string;
  /** Only in pushes to `user:{id}`: that user's own label. */
  bidtopstatus?: 'winner' | 'outbid';
  reserve_met?: boolean;
}

export interface PreBidAddtimePayload {
  status: 'success' | 'failed';
  id: string;
  prebid_data: { proposed_amount: number; proposal: string } | null;
  revision: number;
  error?: string;
}

export interface RealClosedUpdatesPayload {
  id: string;
  market_status: string;
  wprice: number | null;
  buynowed?: string | null;
  revision: number;
  /** Only in pushes to `user:{id}`. */
  bidtopstatus?: 'won' | 'lost';
}

export interface WatchlistAddedPayload {
  id: string;
  status: 'added' | 'removed';
  watchlistid: 0 | 1;
  revision: number;
}

export interface ServertimePayload {
  dTime: string;
}

/** Server-to-client event map shared by the gateway and the web client. */
export interface ServerToClientEvents {
  bidAddtime: (payload: BidAddtimePayload) => void;
  preBidAddtime: (payload: PreBidAddtimePayload) => void;
  realclosedupdates: (payload: RealClosedUpdatesPayload) => void;
  watchlistAdded: (payload: WatchlistAddedPayload) => void;
  servertime: (payload: ServertimePayload) => void;
}

/** Client-to-server: joining and leaving lot rooms, and catching up after a reconnect. */
export interface ClientToServerEvents {
  watchLots: (payload: { ids: string[] }) => void;
  unwatchLots: (payload: { ids: string[] }) => void;
  /** The client's last seen revision per lot; the server answers with what changed since. */
  catchUp: (payload: { lots: Record<string, number> }) => void;
}

export const realtimeEventNames = [
  'bidAddtime',
  'preBidAddtime',
  'realclosedupdates',
  'watchlistAdded',
  'servertime',
] as const;
