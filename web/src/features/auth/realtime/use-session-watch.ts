import { useEffect } from 'react';
import { session } from '@/lib/session';
import { getSocket } from '@/lib/socket';
import { validateStoredToken } from '../api/auth-api';

// Our own password change also ends the old session: its answer (a fresh token) usually lands
// within this window, and a token that changed meanwhile needs no check.
const SETTLE_MS = 1500;

/**
 * The server drops a user's sockets when their session ends (logout elsewhere, password change,
 * deactivation); a server-side disconnect of a signed-in socket re-checks the session, so a
 * deactivated buyer is logged out without waiting for their next click.
 */
export function useSessionWatch() {
  useEffect(() => {
    const socket = getSocket();
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const onDisconnect = (reason: string) => {
      const token = session.get().token;
      if (reason !== 'io server disconnect' || !token) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (session.get().token === token) void validateStoredToken();
      }, SETTLE_MS);
      timers.add(timer);
    };
    socket.on('disconnect', onDisconnect);
    return () => {
      socket.off('disconnect', onDisconnect);
      timers.forEach(clearTimeout);
    };
  }, []);
}
