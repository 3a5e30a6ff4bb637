import { Box } from '@mantine/core';
import { Suspense, lazy, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { validateStoredToken } from '@/features/auth/api/auth-api';
import { ActingAsBanner } from '@/features/auth/components/acting-as-banner';
import { useSessionWatch } from '@/features/auth/realtime/use-session-watch';
import { useLotRealtime } from '@/features/lots/realtime/use-lot-realtime';
import { PageLoader } from '@/components/page-loader';
import { useSession } from '@/lib/session';
import { ConnectionDialog } from './connection-dialog';
import { Footer } from './footer';
import { Header } from './header';
import classes from './app-layout.module.css';

const TermsPrompt = lazy(() => import('./terms-prompt'));

const isTermsPage = (path: string) => path.startsWith('/terms_of_use');
const isResetPage = (path: string) => path.startsWith('/reset_password');

export function AppLayout() {
  const { user } = useSession();
  const { pathname } = useLocation();
  useLotRealtime();
  useSessionWatch();
  useEffect(() => {
    void validateStoredToken();
  }, []);
  // Spec 2 and 4: while force_reset_pass is set, the signed-in user can only change the password.
  if (user && Number(user.force_reset_pass) && !isResetPage(pathname) && !isTermsPage(pathname)) {
    return <Navigate to="/reset_password" replace />;
  }
  // Spec 4: the terms dialog blocks everything but the terms page and the password reset.
  const termsOpen =
    Boolean(user) && !Number(user?.termcheck) && !isTermsPage(pathname) && !isResetPage(pathname);
  return (
    <Box className={classes.shell}>
      <ActingAsBanner />
      <Header />
      <main className={classes.main}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ConnectionDialog />
      {termsOpen && (
        <Suspense fallback={null}>
          <TermsPrompt />
        </Suspense>
      )}
    </Box>
  );
}
