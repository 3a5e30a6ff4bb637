import { Navigate, type RouteObject } from 'react-router';
import { lazy } from './lazy-route';
import { RequireRole } from './require-role';

/** The back office of sellers (and admins): their desks and the auction and lot forms. */
export const sellerRouteTree: RouteObject[] = [
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
            lazy: lazy(() => import('./routes/seller-auction-form-routes'), 'SellerTemplatesRoute'),
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
];
