import { userRoom } from '@facet/event-schemas';
import type { Subscription } from 'rxjs';
import type { SessionRevocations } from './session-revocations.js';

/** The part of a socket.io server this needs (rooms `user:{id}`, named by `userRoom`). */
export interface UserRoomServer {
  in(room: string): { disconnectSockets(close?: boolean): void };
}

/**
 * For the realtime gateway: when a user's sessions end (logout, refresh reuse, password change,
 * deactivation), disconnect that user's sockets; a client still holding a live session reconnects
 * with its token, a revoked one comes back as a visitor. Returns the unsubscribe function.
 */
export function disconnectRevokedSockets(
  revocations: SessionRevocations,
  server: UserRoomServer,
): () => void {
  const sub: Subscription = revocations.revoked$.subscribe((r) =>
    server.in(userRoom(r.userId)).disconnectSockets(true),
  );
  return () => sub.unsubscribe();
}
