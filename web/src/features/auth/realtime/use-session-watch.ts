import { useEffect } from 'react';
import { session } from '@/lib/session';
import { getSocket } from '@/lib/socket';
import { validateStoredToken } from '../api/auth-api';

/**
 * The server drops a user's sockets when their session ends (logout elsewhere, password change,
 * deactivation); a server-side disconnect of a signed-in socket re-checks the session at once, so a
 * deactivated buyer is logged out without waiting for their next click.
 */
export function useSessionWatch() {
  useEffect(() => {
    const socket = getSocket();
    const onDisconnect = (reason: string) => {
      if (reason === 'io server disconnect' && session.get().token) void validateStoredToken();
    };
    socket.on('disconnect', onDisconnect);
    return () => {
      socket.off('disconnect', onDisconnect);
    };
  }, []);
}
