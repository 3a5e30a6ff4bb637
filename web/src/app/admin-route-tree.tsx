import { Navigate, type RouteObject } from 'react-router';
import { lazy } from './lazy-route';
import { RequireRole } from './require-role';

/** The admin area, and the auditor's read-only screens (admins may read them too). */
export const adminRouteTree: RouteObject[] = [
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
            lazy: lazy(() => import('./routes/admin-settings-routes'), 'AdminShippingRatesRoute'),
          },
          {
            path: 'configuration',
            lazy: lazy(() => import('./routes/admin-settings-routes'), 'AdminConfigurationRoute'),
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
];
