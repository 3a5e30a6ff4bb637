import { Navigate, Outlet } from 'react-router';
import { useSession } from '@/lib/session';

/** Spec 2: guards only check that a token exists locally; without one, back to /. */
export function RequireAuth() {
  const { token, expired } = useSession();
  if (token) return <Outlet />;
  // Spec 6: a session the server ended (403) goes to /login, even from a guarded screen.
  return <Navigate to={expired ? '/login' : '/'} replace />;
}
