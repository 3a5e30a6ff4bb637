import type { ClientToServerEvents, ServerToClientEvents } from '@facet/event-schemas';
import { io, type Socket } from 'socket.io-client';
import { useSyncExternalStore } from 'react';
import { session } from './session';
import { syncServerTime } from './server-clock';

/** The app's socket, typed by the public event maps the gateway is typed by. */
export type FacetSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export type ConnectionState = 'connecting' | 'connected' | 'disrupted';

let socket: FacetSocket | null = null;
let state: ConnectionState = 'connecting';
const stateListeners = new Set<() => void>();
const reconnectListeners = new Set<() => void>();
/** How many screens watch each lot id; the server names the rooms (`watchLots`). */
const watched = new Map<string, number>();

function setState(next: ConnectionState) {
  state = next;
  stateListeners.forEach((l) => l());
}

export function getSocket(): FacetSocket {
  if (socket) return socket;
  const s: FacetSocket = io({
    transports: ['websocket'],
    auth: (cb) => cb({ token: session.get().token ?? '' }),
  });
  let connectedOnce = false;
  s.on('connect', () => {
    setState('connected');
    // Watch again first, so nothing pushed from here on is missed while catching up.
    if (watched.size) s.emit('watchLots', { ids: [...watched.keys()] });
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

/** Watch lots by id (the gateway joins the room); the returned function stops watching them. */
export function watchLots(ids: string[]): () => void {
  const s = getSocket();
  const fresh = ids.filter((id) => {
    watched.set(id, (watched.get(id) ?? 0) + 1);
    return watched.get(id) === 1;
  });
  if (fresh.length && s.connected) s.emit('watchLots', { ids: fresh });
  return () => {
    const gone = ids.filter((id) => {
      const c = (watched.get(id) ?? 1) - 1;
      if (c <= 0) watched.delete(id);
      else watched.set(id, c);
      return c <= 0;
    });
    if (gone.length && s.connected) s.emit('unwatchLots', { ids: gone });
  };
}

/** The lot ids some screen watches now. */
export function watchedLotIds(): string[] {
  return [...watched.keys()];
}

/** Runs after every reconnect (not the first connect), once the watched lots are watched again. */
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
