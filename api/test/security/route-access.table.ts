import { AUDITOR_ALLOWED_ROUTES } from '../../src/shared/auth/auditor-access.js';
import { COMMERCE_ACCESS } from './route-access.commerce.js';
import { type Access, r, type RouteRule } from './route-access.rule.js';

export type { Access, RouteRule } from './route-access.rule.js';

/**
 * Who may call each route. Every route the running app registers needs an entry here or in
 * COMMERCE_ACCESS (the matrix fails otherwise), so a new route forces a decision.
 */
export const ROUTE_ACCESS: Record<string, RouteRule> = {
  'GET /api/health': r('public'),
  'GET /api/ready': r('public'),
  'GET /api/metrics': r('public'),
  'GET /metrics': r('public'),
  'GET /api/docs': r('public'),
  'GET /api/docs-json': r('public'),
  'GET /api/docs/init.js': r('public'),
  'GET /api/docs/:asset': r('public'),
  'GET /api/openapi.json': r('public'),
  // Issue 18 (audit): the signing key outside /api; checkpoints and exports for auditors and
  // admins; a bidder's own receipts.
  'GET /.well-known/facet-audit-key': r('public'),
  'POST /api/audit/checkpoints': r('audit'),
  'POST /api/audit/export': r('audit'),
  'POST /api/bid/receipt': r('user'),
  'POST /api/bid/receipts': r('user'),
  // Issue 18: the auditor's event explorer.
  'POST /api/audit/events': r('audit'),
  'POST /api/audit/verifyStream': r('audit'),
  'POST /api/admin/credit/addCredit': r('admin'),
  // Issue 25, the auditor's money trail: the trial balance and every ledger entry, read-only.
  'POST /api/admin/ledger/trialBalance': r('audit'),
  'POST /api/audit/ledgerEntries': r('audit'),
  // A payment's receipt: its payer's (any signed-in user, their own), and auditors by the allowlist.
  'POST /api/audit/paymentReceipt': r('user'),
  // Issue 25: the money desk (a ledger account's entries, sellers' payouts, a refund to the card).
  'POST /api/admin/ledger/entries': r('admin'),
  'POST /api/admin/payouts/record': r('admin'),
  'POST /api/admin/payouts/sellers': r('admin'),
  'POST /api/admin/payouts/bankAccounts': r('admin'),
  'POST /api/admin/payments/refundInvoiceToCard': r('admin'),
  'POST /api/seller/payouts/statement': r('seller'),
  'POST /api/seller/setting/saveSellerCommission': r('admin'),
  'POST /api/admin/product/listings': r('admin'),
  'POST /api/admin/replay/frame': r('admin'),
  'POST /api/admin/replay/timeline': r('admin'),
  'POST /api/admin/setting/datatable_update': r('admin'),
  'POST /api/admin/setting/phraseAction': r('admin'),
  'POST /api/admin/setting/phrases': r('admin'),
  'POST /api/admin/user/addinviteuser': r('admin'),
  'POST /api/admin/user/allbiddingbuyers': r('admin'),
  'POST /api/admin/user/allbuyers': r('admin'),
  // Issue 26: the captcha's challenge, for the registration and contact forms.
  'POST /api/captcha/challenge': r('public'),
  // Issue 26, viewings: a buyer's free slots and appointments; the back office's slots and day list.
  'POST /api/appointment/checkAppointments': r('user'),
  'POST /api/appointment/checkAppointmentsForAuction': r('user'),
  'POST /api/appointment/getAppointments': r('user'),
  'POST /api/appointment/getAppointmentForInvoice': r('user'),
  'POST /api/appointment/update': r('user'),
  'POST /api/appointment/slotAction': r('admin'),
  'POST /api/appointment/dayList': r('admin'),
  'POST /api/admin/user/changeStatus': r('admin'),
  'POST /api/admin/user/dashboard': r('admin'),
  'POST /api/admin/user/getSingleUser': r('admin'),
  'POST /api/admin/user/triggerEmail': r('admin'),
  'POST /api/admin/user/userAction': r('admin'),
  'POST /api/auction/myBids': r('user'),
  'POST /api/auction/auctionWatchList': r('user'),
  // Issue 26: watched auctions; an auction's manifest and the private-sale count (public, like
  // the catalogue); the price index (public: counts and means of sold lots) and a lot's chart.
  'POST /api/auction/addAuctionWatchList': r('user'),
  'POST /api/auction/setSpendingCap': r('user'),
  'POST /api/auction/getSpendingCap': r('user'),
  // Issue 30: a buyer company's page and its representatives (each acts on their own company).
  'POST /api/company/get': r('user'),
  'POST /api/company/register': r('user'),
  'POST /api/company/addRepresentative': r('user'),
  'POST /api/company/answerInvitation': r('user'),
  'POST /api/company/removeRepresentative': r('user'),
  'POST /api/auction/removeAuctionWatchList': r('user'),
  'POST /api/product/searchManifest': r('public'),
  'POST /api/product/totalPrivateSaleProducts': r('public'),
  'POST /api/chartmetric/getTrackChartMetric': r('public'),
  'POST /api/product/updateChartmetricArtistImage': r('seller'),
  'POST /api/auction/search': r('public'),
  'POST /api/backoffice/mail/outbox': r('admin'),
  'POST /api/bid/bidCancel': r('admin'),
  'POST /api/bid/confirm': r('user'),
  'POST /api/bid/explainOutcome': r('user'),
  'POST /api/bid/preBidConfirm': r('user'),
  // Issue 26: timed bids, each buyer's own (another's answers 404).
  'POST /api/ttwbid/confirm': r('user'),
  'POST /api/ttwbid/future_proxy': r('user'),
  'POST /api/ttwbid/update': r('user'),
  'POST /api/ttwbid/delete': r('user'),
  'POST /api/product/ttw_dashboard': r('user'),
  // Issue 30: encrypted tender events. The admin sets one up; each key holder (the auditor too)
  // collects and presents their own share; the key and the opening are public.
  'POST /api/admin/tender/setUp': r('admin'),
  'POST /api/admin/tender/holderKeys': r('admin'),
  'POST /api/tender/collectShare': r('keyholder'),
  'POST /api/tender/presentShare': r('keyholder'),
  'POST /api/tender/withdraw': r('user'),
  'POST /api/tender/key': r('public'),
  'POST /api/tender/opening': r('public'),
  // Each signed-in account sees only the events it holds a share of (none: an empty list).
  'POST /api/tender/myEvents': r('keyholder'),
  // Any signed-in account (a future key holder) registers and reads its own holder public key.
  'POST /api/tender/registerHolderKey': r('keyholder'),
  'POST /api/tender/myHolderKey': r('keyholder'),
  'POST /api/product/ttwbidhistory': r('user'),
  'POST /api/buynow/addToCart': r('user'),
  'POST /api/buynow/changeStatus': r('user'),
  'POST /api/buynow/checkout': r('user'),
  'POST /api/buynow/refreshCart': r('user'),
  'POST /api/buynow/search': r('user'),
  'POST /api/cart/cancelItem': r('user'),
  'POST /api/cart/changeStatus': r('user'),
  'POST /api/cart/checkout': r('user'),
  'POST /api/cart/pendingCount': r('user'),
  'POST /api/cart/saveAddress': r('user'),
  // Issue 26, shipping: quotes for the caller's invoice, a sample parcel's, the chosen one; the
  // rate table for admins.
  'POST /api/shipping/getQuoteRequest': r('user'),
  'POST /api/shipping/getSampleQuoteRequest': r('user'),
  'POST /api/shipping/confirmShippingQuote': r('user'),
  'POST /api/shipping/getRates': r('admin'),
  'POST /api/shipping/saveRates': r('admin'),
  'POST /api/cart/search': r('user'),
  'POST /api/cart/updateCheckout': r('user'),
  'POST /api/common/getDefault': r('public'),
  'POST /api/common/getPreviousData': r('admin'),
  'POST /api/common/insertEntry': r('admin'),
  'POST /api/common/show_static_content': r('admin'),
  'POST /api/common/updateEntry': r('admin'),
  'POST /api/commonFunction/image_uploader/muliple_img_uploader': r('seller'),
  'POST /api/common/getFooterLinks': r('public'),
  'POST /api/common/getInviteDetails': r('public'),
  'POST /api/common/subscribeNewsletter': r('public'),
  'POST /api/common/getStaticPage': r('public'),
  'POST /api/common/readModelLag': r('public'),
  'POST /api/commonFunction/getAllDynamicArray': r('public'),
  'POST /api/dynamic/dynamicTable': r('admin'),
  'POST /api/dynamic/dynamicTableAction': r('admin'),
  'POST /api/dynamic/getAllDynamicArray': r('public'),
  'POST /api/dynamic/getSingleProperty': r('admin'),
  'POST /api/dynamic/propertyColumnAction': r('admin'),
  'POST /api/dynamic/propertyColumnReOrder': r('admin'),
  'POST /api/dynamic/propertyColumnStatusAction': r('admin'),
  'POST /api/dynamic/propertyColumns': r('admin'),
  ...COMMERCE_ACCESS,
};

export const ROLES = [
  'visitor',
  'buyer',
  'buyer-without-kyc',
  'seller',
  'other-seller',
  'admin',
  'auditor',
  'suspended',
] as const;
export type MatrixRole = (typeof ROLES)[number];

/**
 * 401: not signed in (a suspended user's sessions are gone); 403: signed in, wrong role. An auditor
 * changes nothing: 403 on every route but the audit ones and their short allowlist of reads.
 */
export function expected(access: Access, role: MatrixRole, route: string): 'allowed' | 401 | 403 {
  if (role === 'auditor')
    return access === 'audit' || access === 'keyholder' || AUDITOR_ALLOWED_ROUTES.has(route)
      ? 'allowed'
      : 403;
  if (access === 'public') return 'allowed';
  if (role === 'visitor' || role === 'suspended') return 401;
  if (access === 'audit') return role === 'admin' ? 'allowed' : 403;
  if (access === 'user' || access === 'keyholder' || role === 'admin') return 'allowed';
  if (access === 'seller') return role === 'seller' || role === 'other-seller' ? 'allowed' : 403;
  return 403;
}
