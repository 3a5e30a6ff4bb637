import { createBrowserRouter, type RouteObject } from 'react-router';
import { setForbiddenHandler } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { refreshSocketAuth } from '@/lib/socket';
import { AppLayout } from './layout/app-layout';
import { RequireAuth } from './require-auth';
import { RouteError } from './routes/route-error';
import { adminRouteTree } from './admin-route-tree';
import { lazy, withHydrateFallback } from './lazy-route';
import { sellerRouteTree } from './seller-route-tree';
import { queryRoots } from '@/lib/query-roots';

const staticPages = [
  'about',
  'services',
  'help',
  'guidelines',
  'privacy_policy',
  'terms_of_use',
  'how_to_bid',
  'support',
];

export const routes: RouteObject[] = withHydrateFallback([
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, lazy: lazy(() => import('./routes/home-route'), 'HomeRoute') },
      { path: 'search', lazy: lazy(() => import('./routes/search-route'), 'SearchRoute') },
      { path: 'auction', lazy: lazy(() => import('./routes/auctions-route'), 'AuctionsRoute') },
      { path: 'offer', lazy: lazy(() => import('./routes/offers-route'), 'OffersRoute') },
      {
        path: 'liveAuction/:aid',
        lazy: lazy(() => import('./routes/live-auction-route'), 'LiveAuctionRoute'),
      },
      {
        path: 'tenders/:aid/opening',
        lazy: lazy(() => import('./routes/tender-routes'), 'TenderOpeningRoute'),
      },
      { path: 'login', lazy: lazy(() => import('./routes/auth-routes'), 'LoginRoute') },
      { path: 'register', lazy: lazy(() => import('./routes/auth-routes'), 'RegisterRoute') },
      {
        path: 'verify_email/:token',
        lazy: lazy(() => import('./routes/auth-routes'), 'VerifyEmailRoute'),
      },
      {
        path: 'saved_search',
        lazy: lazy(() => import('./routes/saved-search-route'), 'SavedSearchRoute'),
      },
      {
        path: 'forgot_password',
        lazy: lazy(() => import('./routes/auth-routes'), 'ForgotPasswordRoute'),
      },
      {
        path: 'reset_password/:token',
        lazy: lazy(() => import('./routes/auth-routes'), 'ResetPasswordRoute'),
      },
      { path: 'contact', lazy: lazy(() => import('./routes/contact-route'), 'ContactRoute') },
      { path: 'invite', lazy: lazy(() => import('./routes/admin-people-routes'), 'InviteRoute') },
      { path: 'switch', lazy: lazy(() => import('./routes/switch-route'), 'SwitchRoute') },
      {
        // Outside the sign-in guard: the gateway's signature, not the session, settles the payment.
        path: 'rosoom_success',
        lazy: lazy(() => import('./routes/redirect-result-route'), 'RedirectResultRoute'),
      },
      ...staticPages.map((page) => ({
        path: page,
        lazy: lazy(() => import('./routes/static-page-route'), 'StaticPageRoute'),
        handle: { page },
      })),
      {
        element: <RequireAuth />,
        children: [
          ...['auctions', 'offers', 'watchlist', 'purchases'].map((area) => ({
            path: `${area}/:type`,
            lazy: lazy(() => import('./routes/my-lots-route'), 'MyLotsRoute'),
            handle: { area },
          })),
          {
            path: 'tenders',
            lazy: lazy(() => import('./routes/tender-routes'), 'KeyHolderEventsRoute'),
          },
          {
            path: 'tenders/:aid',
            lazy: lazy(() => import('./routes/tender-routes'), 'KeyHolderRoute'),
          },
          { path: 'wallet', lazy: lazy(() => import('./routes/wallet-route'), 'WalletRoute') },
          {
            path: 'make-offers',
            lazy: lazy(() => import('./routes/make-offer-routes'), 'MyMakeOffersRoute'),
          },
          {
            path: 'timed-bids',
            lazy: lazy(() => import('./routes/timed-bids-route'), 'TimedBidsRoute'),
          },
          {
            path: 'payments/saved_cards',
            lazy: lazy(() => import('./routes/payment-methods-routes'), 'SavedCardsRoute'),
          },
          {
            path: 'payments/bank_details',
            lazy: lazy(() => import('./routes/payment-methods-routes'), 'BankDetailsRoute'),
          },
          {
            path: 'buynowcart',
            lazy: lazy(() => import('./routes/cart-route'), 'BuyNowCartRoute'),
          },
          { path: 'cart', lazy: lazy(() => import('./routes/cart-route'), 'CartRoute') },
          {
            path: 'checkout/:type/:cart_id',
            lazy: lazy(() => import('./routes/checkout-route'), 'CheckoutRoute'),
          },
          {
            path: 'invoices/:action',
            lazy: lazy(() => import('./routes/invoice-routes'), 'InvoicesRoute'),
          },
          {
            path: 'invoice/:id',
            lazy: lazy(() => import('./routes/invoice-routes'), 'InvoiceRoute'),
          },
          {
            path: 'transactions',
            lazy: lazy(() => import('./routes/invoice-routes'), 'TransactionsRoute'),
          },
          {
            path: 'returns/:action',
            lazy: lazy(() => import('./routes/return-routes'), 'MyReturnsRoute'),
          },
          {
            path: 'returninvoice/:id',
            lazy: lazy(() => import('./routes/return-routes'), 'ReturnInvoiceRoute'),
          },
          {
            path: 'deposits/:action',
            lazy: lazy(() => import('./routes/deposit-routes'), 'DepositsRoute'),
          },
          {
            path: 'depositinvoice/:id',
            lazy: lazy(() => import('./routes/deposit-routes'), 'DepositRoute'),
          },
          {
            path: 'book_viewing/:kind/:id',
            lazy: lazy(() => import('./routes/viewing-routes'), 'BookViewingRoute'),
          },
          {
            path: 'account/:tab',
            lazy: lazy(() => import('./routes/account-route'), 'AccountRoute'),
          },
          {
            path: 'reset_password',
            lazy: lazy(() => import('./routes/auth-routes'), 'ForcedResetRoute'),
          },
        ],
      },
      ...sellerRouteTree,
      ...adminRouteTree,
      { path: '*', lazy: lazy(() => import('./routes/not-found-route'), 'NotFoundRoute') },
    ],
  },
]);

export const router = createBrowserRouter(routes);

// Spec 6: a 403 (or a session the server no longer refreshes) logs out and goes to /login.
setForbiddenHandler(() => {
  refreshSocketAuth();
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== queryRoots.siteConfig[0] });
  void router.navigate('/login');
});
