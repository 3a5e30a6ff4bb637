import type { Scenario } from './privacy-sweep.scenario.js';
import { ROUTE_ACCESS } from './route-access.table.js';

/**
 * Which routes the sweep reads. The rule, by name: every GET is a read; a POST is a write when
 * its last path segment names a change (the verbs below), and a read otherwise. So a new route
 * whose name is not a known verb of change lands in the sweep by default, and the sweep then
 * fails until READ_BODIES says what to send it: nothing is forgotten silently. A gateway's
 * `*_response` settles a payment and `create*` makes something: writes.
 */
const WRITE_ACTION =
  /^(?:\w*Action|add\w*|remove\w*|update\w*|change\w*|delete\w*|insert\w*|save\w*|pay(?!mentReceipt)\w*|checkout|confirm|confirmShippingQuote|preBidConfirm|future_proxy|bidCancel|login|logout|register|refreshToken|refreshCart|reset\w*|send\w*|verify(?!Stream)\w*|submit\w*|subscribe\w*|switchuser|run\w*|record\w*|refund\w*|trigger\w*|replace\w*|bulk\w*|datatable_\w*|muliple_img_uploader|\w*_response|\w*_payment|create\w*|propertyColumn\w*|ttwbidhistoryUpdate|forgotPassword|userAddress|cancelItem|setUp|setSpendingCap|answerInvitation|collectShare|presentShare|registerHolderKey|withdraw)$/;

export const isRead = (route: string): boolean => {
  const [method, url = ''] = route.split(' ');
  return method === 'GET' || !WRITE_ACTION.test(url.split('/').at(-1) ?? '');
};

export const readRoutes = (): string[] => Object.keys(ROUTE_ACCESS).filter(isRead).sort();

/** What a swept call sends: JSON bodies for a POST (pointing at the scenario), or a GET's URL. */
export type SweepCall = { bodies: (s: Scenario) => unknown[] } | { url: string };

const page = { limit: 100, page: 1 };
const one = (body: (s: Scenario) => unknown): SweepCall => ({ bodies: (s) => [body(s)] });
/** The route asked once about each lot of the scenario. */
const perLot = (body: (lotId: string) => unknown): SweepCall => ({
  bodies: (s) => Object.values(s.lots).map(body),
});
const none = one(() => ({}));
const paged = one(() => page);
const get = (url: string): SweepCall => ({ url });
/** A's invoice once the tender is awarded to A (before that, an id nobody holds), B's purchase. */
const invoice: SweepCall = {
  bodies: (s) => [s.invoiceId || 'no-such-invoice', s.buyNow.invoiceB].map((id) => ({ id })),
};
const template = one((s) => ({ id: s.templateId }));
const SWEEP_ADDRESS = {
  address1: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zip: '73301',
  country: 'US',
};

/** One entry per read route; a read route without one fails the sweep. */
export const READ_BODIES: Record<string, SweepCall> = {
  'GET /api/health': get('/api/health'),
  'GET /api/ready': get('/api/ready'),
  'GET /api/metrics': get('/api/metrics'),
  'GET /metrics': get('/metrics'),
  'GET /api/docs': get('/api/docs'),
  'GET /api/docs-json': get('/api/docs-json'),
  'GET /api/docs/init.js': get('/api/docs/init.js'),
  'GET /api/docs/:asset': get('/api/docs/swagger-ui-standalone-preset.js'),
  'GET /api/openapi.json': get('/api/openapi.json'),
  'GET /.well-known/facet-audit-key': get('/.well-known/facet-audit-key'),
  'POST /api/audit/checkpoints': paged,
  'POST /api/audit/export': perLot((lot_id) => ({ lot_id })),
  'POST /api/audit/events': perLot((id) => ({ stream: `lot-${id}`, limit: 100 })),
  'POST /api/audit/verifyStream': perLot((id) => ({ stream: `lot-${id}` })),
  'POST /api/bid/receipt': {
    bodies: (s) => s.bidIds.map((bid_id) => ({ bid_id })),
  },
  'POST /api/bid/receipts': perLot((project_id) => ({ project_id })),
  'POST /api/bid/explainOutcome': perLot((project_id) => ({ project_id })),
  'POST /api/admin/ledger/trialBalance': none,
  // Issue 25: every ledger entry (auditors); a payment's receipt, asked for as its payer would and
  // as anyone naming the payer would.
  'POST /api/audit/ledgerEntries': paged,
  'POST /api/audit/paymentReceipt': {
    bodies: (s) => [
      { entry_id: s.deposit.id || 'no-such-entry' },
      { entry_id: s.deposit.id || 'no-such-entry', buyer_id: s.ids.buyer },
      { invoice_id: s.buyNow.invoiceB || 'no-such-invoice' },
    ],
  },
  'POST /api/admin/ledger/entries': one(() => ({ kind: 'money-received', owner: 'house' })),
  'POST /api/admin/payouts/sellers': paged,
  'POST /api/admin/payouts/bankAccounts': one((s) => ({ user_id: s.ids.seller })),
  'POST /api/seller/payouts/statement': paged,
  'POST /api/admin/product/listings': paged,
  'POST /api/admin/replay/frame': perLot((lot_id) => ({ lot_id, step: 1 })),
  'POST /api/admin/replay/timeline': perLot((lot_id) => ({ lot_id })),
  'POST /api/admin/setting/phrases': one(() => ({ language: 'en' })),
  'POST /api/admin/user/allbiddingbuyers': paged,
  'POST /api/admin/user/allbuyers': paged,
  // Issue 26: a captcha challenge (a fresh, signed puzzle; nobody's data).
  'POST /api/captcha/challenge': none,
  // Issue 26: viewings (the caller's own appointments; the admin's day list of who comes).
  'POST /api/appointment/checkAppointments': none,
  'POST /api/appointment/checkAppointmentsForAuction': one((s) => ({ auction_id: s.auctionId })),
  'POST /api/appointment/getAppointments': none,
  'POST /api/appointment/getAppointmentForInvoice': one((s) => ({
    invoice_id: s.buyNow.invoiceB || 'no-such-invoice',
  })),
  'POST /api/appointment/dayList': none,
  'POST /api/admin/user/dashboard': one((s) => ({ user_id: s.ids.buyer })),
  'POST /api/admin/user/getSingleUser': one((s) => ({ user_id: s.ids.buyer })),
  'POST /api/auction/myBids': paged,
  'POST /api/auction/auctionWatchList': {
    bodies: () => [page, { ...page, type: 'auctions' }],
  },
  'POST /api/product/searchManifest': {
    bodies: (s) => [{ auctionid: s.auctionId || 'no-such-auction' }],
  },
  'POST /api/product/totalPrivateSaleProducts': none,
  // Issue 30: a buyer's own cap on an auction.
  'POST /api/auction/getSpendingCap': one((s) => ({
    auction_id: s.auctionId || 'no-such-auction',
  })),
  // Issue 30: the caller's own company page.
  'POST /api/company/get': none,
  // Issue 30: a tender event's public key and published opening (none in the scenario).
  'POST /api/tender/key': one((s) => ({ auction_id: s.auctionId || 'no-such-auction' })),
  'POST /api/tender/opening': one((s) => ({ auction_id: s.auctionId || 'no-such-auction' })),
  'POST /api/tender/myEvents': none,
  'POST /api/admin/tender/holderKeys': one((s) => ({
    holders: [s.ids.buyer, s.ids['other-buyer']],
  })),
  // The signed-in user's own holder public key (none in the scenario: null).
  'POST /api/tender/myHolderKey': none,
  'POST /api/chartmetric/getTrackChartMetric': none,
  'POST /api/auction/search': paged,
  'POST /api/backoffice/mail/outbox': paged,
  'POST /api/buynow/search': none,
  'POST /api/cart/search': none,
  'POST /api/cart/pendingCount': none,
  'POST /api/common/getDefault': none,
  'POST /api/common/getPreviousData': one(() => ({ id: 'about' })),
  'POST /api/common/show_static_content': none,
  'POST /api/common/getFooterLinks': none,
  'POST /api/common/getInviteDetails': one(() => ({ token: 'no-such-invite' })),
  'POST /api/common/getStaticPage': one(() => ({ id: 'about' })),
  'POST /api/common/readModelLag': none,
  'POST /api/commonFunction/getAllDynamicArray': none,
  'POST /api/dynamic/dynamicTable': paged,
  'POST /api/dynamic/getAllDynamicArray': none,
  'POST /api/dynamic/getSingleProperty': one(() => ({ id: 'no-such-property' })),
  'POST /api/credit/getCreditHistory': paged,
  'POST /api/deposit/alldeposits': paged,
  // Issue 25: the caller's own payment customer and cards (a caller without one gets 404).
  'POST /api/customer/retrieve': none,
  'POST /api/customer/source/list': one(() => ({ object: 'card' })),
  'POST /api/customer/source/retrieve': one(() => ({ source_id: 'pm_card_visa' })),
  'POST /api/paymentThird/stripe/customer/retrieve': none,
  'POST /api/paymentThird/stripe/customer/source/list': one(() => ({ object: 'bank_account' })),
  'POST /api/paymentThird/stripe/customer/source/retrieve': one(() => ({ source_id: 'ba_1' })),
  'POST /api/paymentThird/stripe/config': none,
  'POST /api/deposit/deposit': one((s) => ({ id: s.deposit.id })),
  'POST /api/invoice/allinvoices': paged,
  'POST /api/product/allinvoices': paged,
  'POST /api/product/invoice': invoice,
  'POST /api/invoice/invoice': invoice,
  'POST /api/invoice/alltransactions': paged,
  'POST /api/invoice/pdf': invoice,
  'POST /api/invoice/purchases': paged,
  'POST /api/seller/invoice/invoices': paged,
  'POST /api/seller/user/invoice/invoice': invoice,
  'POST /api/product/allreturns': paged,
  'POST /api/product/returninvoice': one(() => ({ id: 'no-such-return' })),
  'POST /api/invoice/returninvoice': one(() => ({ id: 'no-such-return' })),
  'POST /api/seller/returns/returns': paged,
  // Shipping: quotes for an invoice's parcel (its buyer only), a sample parcel, the rate table.
  'POST /api/shipping/getQuoteRequest': one((s) => ({ invoice_id: s.buyNow.invoiceB })),
  'POST /api/shipping/getSampleQuoteRequest': one(() => ({
    weight: 12.5,
    value: 25000,
    country: 'BE',
  })),
  'POST /api/shipping/getRates': none,
  'POST /api/product/activeSorts': none,
  'POST /api/product/bidhistory': perLot((id) => ({ id, ...page })),
  'POST /api/product/ttw_dashboard': paged,
  'POST /api/product/ttwbidhistory': perLot((id) => ({ id, ...page })),
  'POST /api/product/dashboard': none,
  'POST /api/product/search': paged,
  'POST /api/product/totalAuctionsPlaced': none,
  'POST /api/product/totalAuctionswon': none,
  'POST /api/product/upcomingProduct': paged,
  'POST /api/seller/auction/getAllProjectsAssociated': one((s) => ({ auctionid: s.auctionId })),
  'POST /api/seller/auction/getMainDashboardDataMore': none,
  'POST /api/seller/auction/getSingleAuction': one((s) => ({ id: s.auctionId })),
  'POST /api/seller/auction/listings': paged,
  'POST /api/seller/auction/lots': one((s) => ({ auctionid: s.auctionId, ...page })),
  'POST /api/seller/template/auction/getSingleAuction': template,
  'POST /api/seller/template/auction/listings': paged,
  'POST /api/seller/template/auction/lots': template,
  'POST /api/seller/product/getSingleProject': perLot((id) => ({ id })),
  'POST /api/seller/product/listings': paged,
  'POST /api/seller/product/ttwbidhistory': perLot((id) => ({ id, ...page })),
  'POST /api/seller/product/bidhistory': perLot((id) => ({ id, ...page })),
  'POST /api/seller/setting/configurationVariables': paged,
  'POST /api/seller/setting/getAllBidIncrements': paged,
  'POST /api/seller/setting/getSingleBidIncrement': one(() => ({ id: 'no-such-row' })),
  'POST /api/seller/setting/getSingleConfiguration': one(() => ({
    name: 'proxy_bidding_settings',
  })),
  'POST /api/seller/setting/searchTable': one(() => ({ table: 'locations' })),
  'POST /api/seller/offer/adminoffers': {
    bodies: () => [{ limit: 50 }, { kind: 'buynow', limit: 50 }],
  },
  // Issue 26: a buyer's own make-offers.
  'POST /api/makeoffer/search': paged,
  'POST /api/seller/organization/getOrganization': none,
  'POST /api/seller/report/display': one(() => ({ type: 'bids', ...page })),
  'POST /api/seller/report/download': one(() => ({ type: 'bids' })),
  'POST /api/seller/report/export': one(() => ({ type: 'bids' })),
  'POST /api/seller/subscription/getSubscription': none,
  'POST /api/user/checkValidation': one(() => ({ email: 'nobody@privacy.test' })),
  'POST /api/user/getCompanyOwners': none,
  'POST /api/user/getFollowers': none,
  'POST /api/user/getSavedSearch': none,
  'POST /api/user/validateUser': none,
  // Issue 25: redirect payments (no invoice of anyone's), the providers without credentials;
  // `*_payment` routes start a payment, so they are writes and not swept.
  'POST /api/paymentThird/paytm/membership-payment': one(() => ({
    invoice_id: 'no-such-invoice',
    commandId: 's-2',
  })),
  'POST /api/paymentThird/cashfree/membership-payment': one(() => ({
    invoice_id: 'no-such-invoice',
    commandId: 's-3',
  })),
  'POST /api/paymentThird/rosoom/getPendingTransaction': none,
  'POST /api/paymentThird/rosoom/getPendingOnCartTransaction': one(() => ({ cart_id: 'no-cart' })),
  'POST /api/payment/authorize': none,
  'POST /api/payment/versapay_validatepayment': none,
  // Issue 25: the card vault's reads (the caller's own cards; none of another's).
  'POST /api/user/getSkyflowCredit': none,
  'GET /api/user/getSkyflowCredit': get('/api/user/getSkyflowCredit'),
  'POST /api/user/defaultSkyflowCard': one(() => ({ card_id: 'no-such-card' })),
  // Issue 26, addresses: public place lists, the address port, the US autocomplete (no one's data).
  'POST /api/commonFunction/getAllCountries': none,
  'POST /api/commonFunction/getAllStates': one(() => ({ country: 'US' })),
  'POST /api/commonFunction/getAllCities': one(() => ({ country: 'US', state: 'NY' })),
  'POST /api/tax/avalara/isValidAddress': one(() => SWEEP_ADDRESS),
  'POST /api/shipping/validateAddress': one(() => SWEEP_ADDRESS),
  'POST /api/commonFunction/suggestAddresses': one(() => ({ query: 'Austin' })),
  'POST /api/commonFunction/geocode': one(() => ({ city: 'Austin', state: 'TX' })),
};
