import { useSyncExternalStore } from 'react';

export interface User {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  role: 'buyer' | 'seller' | 'admin';
  status?: string;
  termcheck?: boolean | number;
  force_reset_pass?: boolean | number;
}

export interface Session {
  token: string | null;
  user: User | null;
}

const TOKEN_KEY = 'facet.token';
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
  signIn(token: string, user: User | null) {
    localStorage.setItem(TOKEN_KEY, token);
    emit({ token, user });
  },
  setUser(user: User | null) {
    // Spec 4: a 'deactivate' status counts as logged out.
    if (user?.status === 'deactivate') return session.clear();
    emit({ ...state, user });
  },
  clear() {
    localStorage.removeItem(TOKEN_KEY);
    sessionStorage.removeItem(TOKEN_KEY);
    emit({ token: null, user: null });
  },
};

export function useSession(): Session {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}

export function initials(user: Pick<User, 'first_name' | 'last_name'> | null): string {
  if (!user) return '';
  return `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase();
}
