import { Container } from '@mantine/core';
import type { PublicUser } from '@facet/event-schemas';
import { Outlet } from 'react-router';
import { LoginForm } from '@/features/auth/components/login-form';
import { NotAllowed } from '@/components/not-allowed';
import { PageLoader } from '@/components/page-loader';
import { useSession } from '@/lib/session';

export type Role = PublicUser['role'];

/**
 * Back-office screens: a visitor gets the login in place (and the screen once signed in), a
 * signed-in user without the role a 'not allowed' page. Only a convenience: the server refuses
 * every call of these screens to the wrong role (403), and this guard never makes one.
 */
export function RequireRole({ roles }: { roles: readonly Role[] }) {
  const { token, user } = useSession();
  if (!token)
    return (
      <Container py="xl">
        <LoginForm onSuccess={() => undefined} />
      </Container>
    );
  // The stored token is being validated; its user (and role) arrives with the answer.
  if (!user) return <PageLoader />;
  if (!roles.includes(user.role)) return <NotAllowed />;
  return <Outlet />;
}
