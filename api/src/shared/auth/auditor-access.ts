/**
 * Issue 18: an auditor reads the event log and changes nothing. Besides the routes whose roles name
 * 'auditor', they may call only these: their own session, and reads that are public anyway (site
 * configuration and the public catalogue, which the web client calls with the session's token on
 * every page; a 403 there would log the auditor out), and payment receipts, which payers read as
 * well. Every other route, public or not, is a 403.
 */
export const AUDITOR_ALLOWED_ROUTES: ReadonlySet<string> = new Set([
  // Their own session and profile.
  'POST /api/user/validateUser',
  'POST /api/user/logout',
  'POST /api/user/refreshToken',
  // Site configuration, public anyway.
  'GET /api/health',
  'GET /api/docs',
  'GET /api/docs-json',
  'GET /api/openapi.json',
  'GET /.well-known/facet-audit-key',
  'POST /api/common/getDefault',
  'POST /api/common/getFooterLinks',
  'POST /api/common/getStaticPage',
  'POST /api/common/readModelLag',
  'POST /api/commonFunction/getAllDynamicArray',
  'POST /api/dynamic/getAllDynamicArray',
  // Issue 25: receipts of payments, which their payers read too (so not an auditors-only route).
  'POST /api/audit/paymentReceipt',
  // The public catalogue, read only.
  'POST /api/auction/search',
  'POST /api/product/search',
  'POST /api/product/dashboard',
  'POST /api/product/bidhistory',
  'POST /api/product/activeSorts',
  'POST /api/product/upcomingProduct',
  // Issue 26: the home page's market block and the auction page's manifest, public anyway.
  'POST /api/product/totalPrivateSaleProducts',
  'POST /api/chartmetric/getTrackChartMetric',
  'POST /api/product/searchManifest',
  // Issue 30: an encrypted tender event's public key and its published opening, public anyway.
  'POST /api/tender/key',
  'POST /api/tender/opening',
]);

interface RoutedRequest {
  method?: string;
  routeOptions?: { url?: string };
  url?: string;
}

/** `METHOD /path` of the route a (Fastify) request matched, as the route-access table names routes. */
export function routeKeyOf(request: unknown): string {
  const req = request as RoutedRequest;
  return `${req.method ?? ''} ${req.routeOptions?.url ?? req.url?.split('?')[0] ?? ''}`;
}

export const auditorMayCall = (routeRoles: readonly string[] | undefined, route: string): boolean =>
  routeRoles?.includes('auditor') === true || AUDITOR_ALLOWED_ROUTES.has(route);
