import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { setForbiddenHandler } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { refreshSocketAuth } from '@/lib/socket';
import { AppLayout } from './layout/app-layout';
import { RequireAuth } from './require-auth';
import { RequireRole } from './require-role';
import { RouteError } from './routes/route-error';
import { queryRoots } from '@/lib/query-roots';

// Route-level lazy loading keeps the initial bundle small; each screen is its own chunk.
const lazy =
  <K extends string>(
    load: () => Promise<Record<K, React.ComponentType>>,
    name: K,
  ): RouteObject['lazy'] =>
  async () => ({ Component: (await load())[name] });

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

export const routes: RouteObject[] = [
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
      {
        // Back office: the seller role or an admin; the server checks every call again.
        path: 'seller',
        element: <RequireRole roles={['seller', 'admin']} />,
        children: [
          {
            lazy: lazy(() => import('./routes/backoffice-routes'), 'SellerLayout'),
            children: [
              {
                index: true,
                lazy: lazy(() => import('./routes/backoffice-routes'), 'SellerDashboardRoute'),
              },
              {
                path: 'dashboard',
                lazy: lazy(() => import('./routes/backoffice-routes'), 'SellerDashboardRoute'),
              },
              { path: 'lots', element: <Navigate to="all" replace /> },
              { path: 'auctions', element: <Navigate to="all" replace /> },
              {
                path: 'lots/:action',
                lazy: lazy(() => import('./routes/backoffice-routes'), 'SellerLotsRoute'),
              },
              {
                path: 'auctions/:action',
                lazy: lazy(() => import('./routes/backoffice-routes'), 'SellerAuctionsRoute'),
              },
              {
                path: 'templates',
                lazy: lazy(
                  () => import('./routes/seller-auction-form-routes'),
                  'SellerTemplatesRoute',
                ),
              },
              {
                path: 'make-offers',
                lazy: lazy(() => import('./routes/make-offer-routes'), 'SellerMakeOffersRoute'),
              },
              {
                path: 'offers',
                lazy: lazy(() => import('./routes/backoffice-routes'), 'SellerOffersRoute'),
              },
              {
                path: 'invoices',
                lazy: lazy(() => import('./routes/backoffice-routes'), 'SellerBuyerInvoicesRoute'),
              },
              {
                path: 'invoices/:id',
                lazy: lazy(() => import('./routes/backoffice-routes'), 'SellerBuyerInvoiceRoute'),
              },
              {
                path: 'reports',
                lazy: lazy(() => import('./routes/backoffice-routes'), 'SellerReportsRoute'),
              },
              {
                path: 'subscription',
                lazy: lazy(() => import('./routes/backoffice-routes'), 'SellerSubscriptionRoute'),
              },
              {
                path: 'organization',
                lazy: lazy(() => import('./routes/backoffice-routes'), 'SellerOrganizationRoute'),
              },
              {
                path: 'returns',
                lazy: lazy(() => import('./routes/return-routes'), 'ReturnsDeskRoute'),
              },
              {
                path: 'payments/saved_cards',
                lazy: lazy(() => import('./routes/payment-methods-routes'), 'SavedCardsRoute'),
              },
              {
                path: 'payments/bank_details',
                lazy: lazy(() => import('./routes/payment-methods-routes'), 'BankDetailsRoute'),
              },
            ],
          },
        ],
      },
      {
        // The seller's forms for an auction (or a template) and a lot: :action is 'new' or an id.
        path: 'post_project',
        element: <RequireRole roles={['seller', 'admin']} />,
        children: [
          {
            path: 'auction_detail/:action',
            lazy: lazy(() => import('./routes/seller-auction-form-routes'), 'AuctionDetailRoute'),
          },
          {
            path: 'create_lot/:action',
            lazy: lazy(() => import('./routes/seller-lot-form-routes'), 'CreateLotRoute'),
          },
        ],
      },
      {
        // The admin area: the admin role only; the server checks every call again.
        path: 'admin',
        element: <RequireRole roles={['admin']} />,
        children: [
          {
            lazy: lazy(() => import('./routes/admin-routes'), 'AdminLayout'),
            children: [
              { index: true, element: <Navigate to="lots/all" replace /> },
              { path: 'lots', element: <Navigate to="all" replace /> },
              {
                path: 'lots/:action',
                lazy: lazy(() => import('./routes/admin-people-routes'), 'AdminLotsRoute'),
              },
              { path: 'users', element: <Navigate to="all" replace /> },
              {
                path: 'users/:action',
                lazy: lazy(() => import('./routes/admin-people-routes'), 'AdminUsersRoute'),
              },
              {
                path: 'user/:id',
                lazy: lazy(() => import('./routes/admin-people-routes'), 'AdminUserRoute'),
              },
              {
                path: 'mail',
                lazy: lazy(() => import('./routes/admin-people-routes'), 'AdminMailRoute'),
              },
              {
                path: 'returns',
                lazy: lazy(() => import('./routes/return-routes'), 'ReturnsDeskRoute'),
              },
              {
                path: 'increments',
                lazy: lazy(() => import('./routes/admin-settings-routes'), 'AdminIncrementsRoute'),
              },
              {
                path: 'shipping-rates',
                lazy: lazy(
                  () => import('./routes/admin-settings-routes'),
                  'AdminShippingRatesRoute',
                ),
              },
              {
                path: 'configuration',
                lazy: lazy(
                  () => import('./routes/admin-settings-routes'),
                  'AdminConfigurationRoute',
                ),
              },
              { path: 'tables', element: <Navigate to="banners" replace /> },
              {
                path: 'tables/:table',
                lazy: lazy(() => import('./routes/admin-settings-routes'), 'AdminTablesRoute'),
              },
              {
                path: 'pages',
                lazy: lazy(() => import('./routes/admin-settings-routes'), 'AdminPagesRoute'),
              },
              {
                path: 'phrases',
                lazy: lazy(() => import('./routes/admin-settings-routes'), 'AdminPhrasesRoute'),
              },
              {
                path: 'replay/lot/:id',
                lazy: lazy(() => import('./routes/admin-replay-routes'), 'LotReplayRoute'),
              },
              {
                path: 'replay/auction/:id',
                lazy: lazy(() => import('./routes/admin-replay-routes'), 'AuctionReplayRoute'),
              },
              // Issue 25: the money desk.
              { path: 'money', element: <Navigate to="invoices" replace /> },
              {
                path: 'money/ledger/:kind/:owner',
                lazy: lazy(() => import('./routes/admin-money-routes'), 'AdminLedgerEntriesRoute'),
              },
              {
                path: 'money/:tab',
                lazy: lazy(() => import('./routes/admin-money-routes'), 'AdminMoneyRoute'),
              },
              {
                path: 'viewings',
                lazy: lazy(() => import('./routes/viewing-routes'), 'AdminViewingsRoute'),
              },
              { path: 'fields', element: <Navigate to="1" replace /> },
              {
                path: 'fields/:viewPage',
                lazy: lazy(() => import('./routes/admin-fields-routes'), 'AdminFieldsRoute'),
              },
            ],
          },
        ],
      },
      {
        // Issue 18: the auditor's read-only screens (admins may read them too).
        path: 'audit',
        element: <RequireRole roles={['auditor', 'admin']} />,
        children: [
          {
            lazy: lazy(() => import('./routes/audit-routes'), 'AuditLayout'),
            children: [
              { index: true, element: <Navigate to="events" replace /> },
              {
                path: 'events',
                lazy: lazy(() => import('./routes/audit-routes'), 'AuditEventsRoute'),
              },
              {
                path: 'checkpoints',
                lazy: lazy(() => import('./routes/audit-routes'), 'AuditCheckpointsRoute'),
              },
              {
                path: 'money',
                lazy: lazy(() => import('./routes/audit-routes'), 'AuditMoneyRoute'),
              },
            ],
          },
        ],
      },
      { path: '*', lazy: lazy(() => import('./routes/not-found-route'), 'NotFoundRoute') },
    ],
  },
];

export const router = createBrowserRouter(routes);

// Spec 6: a 403 (or a session the server no longer refreshes) logs out and goes to /login.
setForbiddenHandler(() => {
  refreshSocketAuth();
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== queryRoots.siteConfig[0] });
  void router.navigate('/login');
});
