import type { PublicUser } from '@facet/event-schemas';
import { useSyncExternalStore } from 'react';

export interface Session {
  token: string | null;
  user: PublicUser | null;
  /** Set when the server ended the session (403, refused refresh): guards then send the user to /login. */
  expired?: boolean;
}

const TOKEN_KEY = 'facet.token';
const REFRESH_KEY = 'facet.refresh';
const listeners = new Set<() => void>();

function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY) ?? sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

let state: Session = { token: readToken(), user: null };

function emit(next: Session) {
  state = next;
  listeners.forEach((l) => l());
}

export const session = {
  get: (): Session => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  signIn(token: string, user: PublicUser | null, refreshToken?: string) {
    localStorage.setItem(TOKEN_KEY, token);
    if (refreshToken) localStorage.setItem(REFRESH_KEY, refreshToken);
    emit({ token, user });
  },
  refreshToken(): string | null {
    try {
      return localStorage.getItem(REFRESH_KEY);
    } catch {
      return null;
    }
  },
  setUser(user: PublicUser | null) {
    // Spec 4: a 'deactivate' status counts as logged out.
    if (user?.status === 'deactivate') return session.clear(true);
    emit({ ...state, user });
  },
  clear(expired = false) {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(REFRESH_KEY);
    sessionStorage.removeItem(TOKEN_KEY);
    emit({ token: null, user: null, expired });
  },
};

export function useSession(): Session {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}

export function initials(user: Pick<PublicUser, 'first_name' | 'last_name'> | null): string {
  if (!user) return '';
  return `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase();
}
