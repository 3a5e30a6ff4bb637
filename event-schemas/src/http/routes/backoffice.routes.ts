import { z } from 'zod';
import type {
  AdminLotList,
  AdminUserDashboard,
  BidLedgerList,
} from '../../read-models/admin-people.model.js';
import type {
  SellerBidHistoryList,
  SellerOfferList,
  SellerOrganizationRecord,
  SellerOrganizationSavedAnswer,
  SellerPlanChangedAnswer,
  SellerReportCsv,
  SellerReportExport,
  SellerReportPage,
  SellerSubscriptionRecord,
} from '../../read-models/seller-desk-records.model.js';
import {
  sealedOfferStatuses,
  sellerReportTypes,
} from '../../read-models/seller-desk-records.model.js';
import {
  type BuyNowOfferList,
  buyNowOfferStatuses,
} from '../../read-models/buy-now-offer.model.js';
import type {
  AuctionLotsAnswer,
  SellerAuctionAnswer,
  SellerAuctionList,
  SellerDashboardAnswer,
  SellerLotAnswer,
  SellerLotList,
} from '../../read-models/seller-desk.model.js';
import { sellerAuctionFilters, sellerLotFilters } from '../../read-models/seller-desk.model.js';
import { organizationLines, sellerPlans } from '../../sellers/seller-account.events.js';
import { emptyBody, fields } from '../request/account-fields.js';
import {
  commandId,
  id,
  oneOf,
  oneOfOr,
  optionalField,
  paging,
  readInstant,
  readText,
  requiredText,
} from '../request/fields.js';
import { answer, route } from '../request/route.js';

type Scalar = string | number;

/** Optional text, trimmed; blank (or only spaces) is left out. */
const optionalText = (kind: 'string' | 'id', max: number, description: string) =>
  optionalField<Scalar | null, string | undefined>(
    kind,
    (v) => readText(v, { max }) || undefined,
    description,
  );

/** Optional text, trimmed; left out it is ''. */
const line = (max: number) =>
  optionalField<Scalar | null, string>(
    'string',
    (v) => readText(v, { max }) ?? '',
    `At most ${max} characters`,
  );

const searchterm = optionalText('string', 200, 'Text to search for');
const orderby = optionalField<string | null, string>(
  'string',
  (v) => readText(v, { max: 64 }) ?? 'date_closed asc',
  'A sort column and direction, e.g. "date_added desc" (by default "date_closed asc")',
);
const tabs = (filters: readonly string[]) => ({
  description: `The list to show (the screen's tab): ${filters.join(', ')}; by default all`,
});
const { page, limit } = paging();
/** The spec's `limit` and `page` (10 a page by default), in the old parser's order: limit first. */
const pageRequest = { limit, page };
const auctionId = (d: string) => id('Required', { description: d });
const lotId = id('Required', { description: 'The lot id' });
const sellerId = optionalText(
  'id',
  128,
  'An admin acting for a seller: that seller (a seller acts on their own account)',
);

/** A lot list's tab, search, sort and page (the read order of the old parser: the tab first). */
const lotListing = {
  action: oneOfOr(sellerLotFilters, 'all', tabs(sellerLotFilters)),
  searchterm,
  orderby,
  ...pageRequest,
};

/** `seller/auction/listings`: a page of the auctions the caller manages (an admin: all). */
export const listSellerAuctions = route({
  path: 'seller/auction/listings',
  request: z.strictObject({
    action: oneOfOr(sellerAuctionFilters, 'all', tabs(sellerAuctionFilters)),
    searchterm,
    orderby,
    ...pageRequest,
  }),
  answer: answer<SellerAuctionList>(),
});

/** `seller/auction/getSingleAuction`: one auction the caller manages. */
export const getSellerAuction = route({
  path: 'seller/auction/getSingleAuction',
  request: z.strictObject({ id: auctionId('The auction id') }),
  answer: answer<SellerAuctionAnswer>(),
});

/** `seller/auction/lots`: a page of one managed auction's lots. */
export const listAuctionLots = route({
  path: 'seller/auction/lots',
  request: z.strictObject({ auctionid: auctionId('The auction id'), ...lotListing }),
  answer: answer<SellerLotList>(),
});

/** `seller/auction/getAllProjectsAssociated`: the lots the auction may take. */
export const listAssociableLots = route({
  path: 'seller/auction/getAllProjectsAssociated',
  request: z.strictObject({ auctionid: auctionId('The auction id') }),
  answer: answer<AuctionLotsAnswer>(),
});

/** `seller/auction/getMainDashboardDataMore`: the caller's lot, auction and buy-now counts. */
export const getSellerDashboard = route({
  path: 'seller/auction/getMainDashboardDataMore',
  request: emptyBody,
  answer: answer<SellerDashboardAnswer>(),
});

/** `seller/product/listings`: a page of the lots the caller manages, maybe of one auction. */
export const listSellerLots = route({
  path: 'seller/product/listings',
  request: z.strictObject({
    auctionid: optionalText('id', 128, 'Only the lots of this auction'),
    ...lotListing,
  }),
  answer: answer<SellerLotList>(),
});

/** `seller/product/getSingleProject`: one lot the caller manages, with its reserve. */
export const getSellerLot = route({
  path: 'seller/product/getSingleProject',
  request: z.strictObject({ id: lotId }),
  answer: answer<SellerLotAnswer>(),
});

/** `admin/product/listings`: the seller list over every seller's lots, or one seller's. */
export const listAdminLots = route({
  path: 'admin/product/listings',
  request: z.strictObject({
    sellerid: optionalText('id', 128, 'Only this seller\u2019s lots'),
    action: lotListing.action,
    searchterm,
    auctionid: optionalText('id', 128, 'Only the lots of this auction'),
    orderby,
    ...pageRequest,
  }),
  answer: answer<AdminLotList>(),
});

const lotPage = z.strictObject({ id: lotId, ...pageRequest });

/** `seller/product/ttwbidhistory`: every bid on a managed lot, retracted ones flagged. */
export const getLotBidLedger = route({
  path: 'seller/product/ttwbidhistory',
  request: lotPage,
  answer: answer<BidLedgerList>(),
});

/** `seller/product/bidhistory`: the bids on the caller's own lot, newest first. */
export const getSellerBidHistory = route({
  path: 'seller/product/bidhistory',
  request: lotPage,
  answer: answer<SellerBidHistoryList>(),
});

/** `admin/user/dashboard`: one user's bids, wins, invoices and deposits. */
export const getAdminUserDashboard = route({
  path: 'admin/user/dashboard',
  request: z.strictObject({ user_id: fields.id.meta({ description: 'The user' }) }),
  answer: answer<AdminUserDashboard>(),
});

const offerStatuses = [...new Set([...sealedOfferStatuses, ...buyNowOfferStatuses])];

/**
 * `seller/offer/adminoffers`: the offers on the caller's lots (an admin: everyone's). `kind`
 * chooses the list: `sealed` (the default, as before) the sealed lots' offers, `buynow` the
 * make-offers on buy-now items (the answer's records then carry `kind: 'buynow'`).
 */
export const listSellerOffers = route({
  path: 'seller/offer/adminoffers',
  request: z.strictObject({
    kind: oneOfOr(['sealed', 'buynow'], 'sealed', {
      description: "sealed (default): sealed lots' offers; buynow: make-offers on buy-now items",
    }),
    status: oneOfOr(['all', ...offerStatuses], 'all', {
      description: `Only the offers in this status: all, ${sealedOfferStatuses.join(', ')} (sealed); ${buyNowOfferStatuses.join(', ')} (buynow)`,
    }),
    lot_id: optionalText('id', 128, 'Only the offers on this lot'),
    ...pageRequest,
  }),
  answer: answer<SellerOfferList | BuyNowOfferList>(),
});

const DAY_MS = 86_400_000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A report's kind and days: `from` and `to` as instants (ISO UTC); a date-only `to` includes that
 * whole day (the instant is the next midnight). The api checks that it starts before it ends.
 */
const reportRequest = {
  type: oneOfOr(sellerReportTypes, 'sales', {
    description: `The kind of rows: ${sellerReportTypes.join(', ')} (by default sales)`,
  }),
  from: optionalField<Scalar | null, string | undefined>(
    'instant',
    (v) => readInstant(v),
    'The first day (ISO 8601 date); left out: from the first record',
  ),
  to: optionalField<Scalar | null, string | undefined>(
    'instant',
    (v) => {
      const to = readInstant(v);
      return to !== undefined && typeof v === 'string' && DATE_ONLY.test(v)
        ? new Date(Date.parse(to) + DAY_MS).toISOString()
        : to;
    },
    'The last day (ISO 8601 date, that whole day included); left out: to the last record',
  ),
};

/** `seller/report/display`: one page of the report's rows and its columns. */
export const displaySellerReport = route({
  path: 'seller/report/display',
  request: z.strictObject({ ...reportRequest, ...pageRequest }),
  answer: answer<SellerReportPage>(),
});

/** `seller/report/download`: the whole report as a CSV file, streamed. */
export const downloadSellerReport = route({
  path: 'seller/report/download',
  request: z.strictObject(reportRequest),
  answer: answer<SellerReportCsv>(),
});

/** `seller/report/export`: the whole report as CSV text in the envelope (8 MB at most). */
export const exportSellerReport = route({
  path: 'seller/report/export',
  request: z.strictObject(reportRequest),
  answer: answer<SellerReportExport>(),
});

/** `seller/subscription/getSubscription`: the plan, its limits and this month's usage. */
export const getSellerSubscription = route({
  path: 'seller/subscription/getSubscription',
  request: z.strictObject({ seller_id: sellerId }),
  answer: answer<SellerSubscriptionRecord>(),
});

/** `seller/subscription/changePlan`: the caller's plan (an admin may name a seller). */
export const changeSellerPlan = route({
  path: 'seller/subscription/changePlan',
  request: z.strictObject({
    seller_id: sellerId,
    plan: oneOf(sellerPlans, { description: `The plan: ${sellerPlans.join(', ')}` }),
    payment_method: optionalText(
      'string',
      200,
      "The card's payment-method token (the card on file when left out)",
    ),
    commandId,
  }),
  answer: answer<SellerPlanChangedAnswer>(),
});

/** `seller/organization/getOrganization`: the company profile ('' where not filled in). */
export const getSellerOrganization = route({
  path: 'seller/organization/getOrganization',
  request: z.strictObject({ seller_id: sellerId }),
  answer: answer<SellerOrganizationRecord>(),
});

/** `seller/organization/saveOrganization`: the whole company profile at once. */
export const saveSellerOrganization = route({
  path: 'seller/organization/saveOrganization',
  request: z.strictObject({
    seller_id: sellerId,
    name: requiredText('Required', { max: 200, description: 'Required, at most 200 characters' }),
    ...organizationLines(line),
    commandId,
  }),
  answer: answer<SellerOrganizationSavedAnswer>(),
});
