import { io, type Socket } from 'socket.io-client';
import { useSyncExternalStore } from 'react';
import { session } from './session';
import { syncServerTime } from './server-clock';

export interface BidAddtimePush {
  status: 'success' | 'failed';
  id: string;
  wprice?: number;
  next_bid?: number;
  bid_count?: number;
  date_closed?: string;
  revision?: number;
  bidtopstatus?: string;
  error?: string;
  message?: string;
  user_id?: string;
}
export interface RealClosedPush {
  id: string;
  market_status: string;
  wprice?: number;
  buynowed?: string | null;
  revision?: number;
  bidtopstatus?: string;
}
export interface WatchlistPush {
  id?: string;
  project_id?: string;
  status: string;
}
export interface PreBidPush {
  id: string;
  status?: string;
  prebid_data?: unknown;
  revision?: number;
}

export interface ServerToClient {
  bidAddtime: (p: BidAddtimePush) => void;
  realclosedupdates: (p: RealClosedPush) => void;
  watchlistAdded: (p: WatchlistPush) => void;
  preBidAddtime: (p: PreBidPush) => void;
  servertime: (p: { dTime: string | number }) => void;
}
/** The gateway's inbound events (event-schemas `ClientToServerEvents`): lots are watched by id. */
export interface ClientToServer {
  watchLots: (p: { ids: string[] }) => void;
  unwatchLots: (p: { ids: string[] }) => void;
}

const lotIdsOf = (roomNames: string[]) =>
  roomNames.filter((n) => n.startsWith('lot:')).map((n) => n.slice('lot:'.length));

export type ConnectionState = 'connecting' | 'connected' | 'disrupted';

let socket: Socket<ServerToClient, ClientToServer> | null = null;
let state: ConnectionState = 'connecting';
const stateListeners = new Set<() => void>();
const reconnectListeners = new Set<() => void>();
const rooms = new Map<string, number>();

function setState(next: ConnectionState) {
  state = next;
  stateListeners.forEach((l) => l());
}

export function getSocket(): Socket<ServerToClient, ClientToServer> {
  if (socket) return socket;
  const s: Socket<ServerToClient, ClientToServer> = io({
    transports: ['websocket'],
    auth: (cb) => cb({ token: session.get().token ?? '' }),
  });
  let connectedOnce = false;
  s.on('connect', () => {
    setState('connected');
    if (rooms.size) s.emit('watchLots', { ids: lotIdsOf([...rooms.keys()]) });
    if (connectedOnce) reconnectListeners.forEach((l) => l());
    connectedOnce = true;
  });
  s.on('disconnect', (reason) => {
    // Spec 4: only a disconnect the client did not start opens 'Connection Disrupted'.
    if (reason !== 'io client disconnect') setState('disrupted');
  });
  s.on('servertime', (p) => syncServerTime(p.dTime));
  socket = s;
  return s;
}

/** Reconnect with the current token (after login or logout) so the user room follows the session. */
export function refreshSocketAuth() {
  if (!socket) return;
  socket.disconnect();
  socket.connect();
}

export function joinRooms(names: string[]): () => void {
  const s = getSocket();
  const fresh = names.filter((n) => {
    rooms.set(n, (rooms.get(n) ?? 0) + 1);
    return rooms.get(n) === 1;
  });
  if (fresh.length && s.connected) s.emit('watchLots', { ids: lotIdsOf(fresh) });
  return () => {
    const gone = names.filter((n) => {
      const c = (rooms.get(n) ?? 1) - 1;
      if (c <= 0) rooms.delete(n);
      else rooms.set(n, c);
      return c <= 0;
    });
    if (gone.length && s.connected) s.emit('unwatchLots', { ids: lotIdsOf(gone) });
  };
}

export function onReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

export function useConnectionState(): ConnectionState {
  return useSyncExternalStore(
    (l) => {
      stateListeners.add(l);
      return () => stateListeners.delete(l);
    },
    () => state,
    () => state,
  );
}
