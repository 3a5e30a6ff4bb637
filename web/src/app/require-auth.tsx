import { Navigate, Outlet } from 'react-router';
import { useSession } from '@/lib/session';

/** Spec 2: guards only check that a token exists locally; without one, back to /. */
export function RequireAuth() {
  const { token } = useSession();
  return token ? <Outlet /> : <Navigate to="/" replace />;
}
