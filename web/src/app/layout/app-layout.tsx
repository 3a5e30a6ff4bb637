import { Box } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { validateStoredToken } from '@/features/auth/api/auth-api';
import { TermsDialog } from '@/features/auth/components/terms-dialog';
import { StaticContent } from '@/features/content/components/static-content';
import { useLotRealtime } from '@/features/lots/realtime/use-lot-realtime';
import { PageLoader } from '@/components/page-loader';
import { useSession } from '@/lib/session';
import { ConnectionDialog } from './connection-dialog';
import { Footer } from './footer';
import { Header } from './header';
import classes from './app-layout.module.css';

export function AppLayout() {
  const { user } = useSession();
  const { pathname } = useLocation();
  useLotRealtime();
  useEffect(() => {
    void validateStoredToken();
  }, []);
  // Spec 4: the terms dialog blocks everything but the terms page and the password reset.
  const termsOpen =
    Boolean(user) && !Number(user?.termcheck) && !pathname.startsWith('/terms_of_use') && !pathname.startsWith('/reset_password');
  return (
    <Box className={classes.shell}>
      <Header />
      <main className={classes.main}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ConnectionDialog />
      <TermsDialog opened={termsOpen} content={termsOpen ? <StaticContent id="terms_of_use" /> : null} />
    </Box>
  );
}
