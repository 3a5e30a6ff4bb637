import type { SellerObjects } from './ownership.scenario.js';
import { ROUTE_ACCESS } from './route-access.table.js';

type Body = Record<string, unknown>;

/**
 * A seller route that names an object: seller B sends `foreign` (each body naming one of seller
 * A's objects) and is `refused` with what the route answers for a stranger's object, writing
 * nothing; A's `own` call, the same request on A's object, answers 200.
 */
export interface OwnershipCase {
  foreign: (o: SellerObjects) => Body[];
  refused: 403 | 404;
  own: (o: SellerObjects) => Body;
}
/** A seller route that names no seller's object: why it needs no ownership case. */
export interface NoObject {
  noObject: string;
}
export type OwnershipEntry = OwnershipCase | NoObject;

export const isCase = (e: OwnershipEntry): e is OwnershipCase => 'foreign' in e;

const page = { limit: 50, page: 1 };
const none = (why: string): NoObject => ({ noObject: why });
/** The same body for B and for A. */
const same = (refused: 403 | 404, body: (o: SellerObjects) => Body): OwnershipCase => ({
  foreign: (o) => [body(o)],
  refused,
  own: body,
});
const lotEdit = (o: SellerObjects, id: string, title: string) => ({
  ...o.window,
  action: 'edit',
  id,
  title,
  desc_proc: '<p>rough</p>',
  auctiontype: 'standard',
  auction: 1,
  buynow: 0,
  pricing: 'per_item',
  weight: '1.00',
  total_stones: 1,
  qty: 1,
  sprice: 1_000,
  deposit: 0,
});

/**
 * One entry per route a seller may call (`access: 'seller'` in ROUTE_ACCESS): the matrix fails on
 * a seller route without one, so a new route naming an object must bring its case. The cases run
 * in this order, and A's own calls change A's objects: the reads come first, and the invoice's
 * note before its cancellation.
 */
export const OWNERSHIP: Record<string, OwnershipEntry> = {
  // Reads of one object.
  'POST /api/seller/auction/getSingleAuction': same(404, (o) => ({ id: o.auction })),
  'POST /api/seller/auction/lots': same(404, (o) => ({ auctionid: o.auction, ...page })),
  'POST /api/seller/auction/getAllProjectsAssociated': same(404, (o) => ({ auctionid: o.auction })),
  'POST /api/seller/template/auction/getSingleAuction': same(404, (o) => ({ id: o.template })),
  'POST /api/seller/template/auction/lots': same(404, (o) => ({ id: o.template })),
  'POST /api/seller/product/getSingleProject': same(404, (o) => ({ id: o.lot })),
  'POST /api/seller/product/bidhistory': same(404, (o) => ({ id: o.lot, ...page })),
  'POST /api/seller/product/ttwbidhistory': same(404, (o) => ({ id: o.lot, ...page })),
  // Issue 26: a lot's price chart is recomputed for its own seller only (another's: not found).
  'POST /api/product/updateChartmetricArtistImage': same(404, (o) => ({ id: o.lot })),
  'POST /api/seller/user/invoice/invoice': same(403, (o) => ({ id: o.invoice })),
  // Lists filtered by one of A's objects.
  'POST /api/seller/product/listings': same(404, (o) => ({ auctionid: o.auction, ...page })),
  'POST /api/seller/offer/adminoffers': same(404, (o) => ({ lot_id: o.sealed, ...page })),
  // Writes.
  'POST /api/seller/auction/auctionAction': same(403, (o) => ({
    action: 'edit',
    id: o.auction,
    title: 'Owner sale, edited',
    ...o.window,
  })),
  'POST /api/seller/auction/changeStatus': same(403, (o) => ({ id: o.auction, status: 'active' })),
  'POST /api/seller/auction/addtoAuction': {
    // B adds B's lot to A's auction, or A's lot to B's auction.
    foreign: (o) => [
      { auctionid: o.auction, project_id: [o.theirs.lot] },
      { auctionid: o.theirs.auction, project_id: [o.spareLot] },
    ],
    refused: 403,
    own: (o) => ({ auctionid: o.auction, project_id: [o.spareLot] }),
  },
  'POST /api/seller/template/auction/auctionAction': same(403, (o) => ({
    action: 'edit',
    id: o.template,
    title: 'Owner template, edited',
    duration_hours: 48,
  })),
  'POST /api/seller/template/auction/changeStatus': same(403, (o) => ({
    id: o.template,
    status: 'inactive',
  })),
  'POST /api/seller/product/projectAction': {
    foreign: (o) => [lotEdit(o, o.lot, 'Taken rough')],
    refused: 403,
    own: (o) => lotEdit(o, o.lot, 'Owner rough, edited'),
  },
  'POST /api/seller/product/changeStatus': same(403, (o) => ({ id: o.lot, status: 'inactive' })),
  'POST /api/seller/product/bulkProjectAction': {
    // A stranger's lot alone, and hidden among B's own.
    foreign: (o) => [
      { project_id: [o.spareLot], status: 'inactive' },
      { project_id: [o.theirs.lot, o.spareLot], status: 'inactive' },
    ],
    refused: 403,
    own: (o) => ({ project_id: [o.spareLot], status: 'inactive' }),
  },
  'POST /api/seller/offer/changeOfferStatus': same(403, (o) => ({
    id: o.sealed,
    user_id: o.buyerId,
    status: 'accept',
  })),
  'POST /api/seller/offer/changeApprovalStatus': same(403, (o) => ({
    id: o.sealed,
    decision: 'accept',
  })),
  'POST /api/seller/user/invoice/update_invoice': same(403, (o) => ({
    id: o.invoice,
    note: 'Buyer called',
  })),
  // Issue 26 (SFB): acting for A's buyer; B names A's invoice or A's buyer's hold.
  'POST /api/seller/offline/payCartOffline': same(403, (o) => ({
    invoice_id: o.actingInvoice,
    amount: 1,
    reference: 'BANK-1',
    commandId: 'sfb-transfer',
  })),
  'POST /api/seller/credit/payCartWallet': same(403, (o) => ({
    user_id: o.buyerId,
    invoice_id: o.actingInvoice,
    commandId: 'sfb-wallet',
  })),
  'POST /api/seller/cart/checkout': same(403, (o) => ({
    user_id: o.buyerId,
    cart_ids: [o.actingHold],
    commandId: 'sfb-checkout',
  })),
  'POST /api/seller/invoice/changeStatus': same(403, (o) => ({
    id: o.invoice,
    status: 'cancelled',
    note: 'Buyer withdrew',
  })),
  'POST /api/seller/returns/changeStatus': same(403, (o) => ({
    id: o.returnRequest,
    decision: 'refused',
    note: 'As described',
  })),
  // No object of a seller named.
  'POST /api/seller/returns/returns': none("the returns of the caller's own lots"),
  'POST /api/seller/auction/listings': none("the caller's own auctions; its filters name none"),
  'POST /api/seller/auction/getMainDashboardDataMore': none("the caller's own counts"),
  'POST /api/seller/payouts/statement': none("the caller's own payouts (user_id is an admin's)"),
  'POST /api/seller/template/auction/listings': none("the caller's own templates"),
  'POST /api/seller/invoice/invoices': none("the caller's own invoices; user_id names a buyer"),
  'POST /api/seller/report/display': none('type, from and to only (any other field is a 400)'),
  'POST /api/seller/report/download': none('type, from and to only (any other field is a 400)'),
  'POST /api/seller/report/export': none('type, from and to only (any other field is a 400)'),
  'POST /api/seller/organization/getOrganization': none("the caller's own organization"),
  'POST /api/seller/organization/saveOrganization': none("the caller's own organization"),
  'POST /api/seller/subscription/getSubscription': none("the caller's own subscription"),
  'POST /api/seller/subscription/changePlan': none("the caller's own subscription"),
  'POST /api/seller/setting/getAllBidIncrements': none("the admin's increment table, no seller's"),
  'POST /api/seller/setting/getSingleBidIncrement': none("a band of the admin's table"),
  'POST /api/commonFunction/image_uploader/muliple_img_uploader': none(
    'names no lot: the server names the files, and a lot takes them through projectAction',
  ),
};

/** Every route the table must decide about: those a seller, and not only an admin, may call. */
export const sellerRoutes = (): string[] =>
  Object.entries(ROUTE_ACCESS)
    .filter(([, rule]) => rule.access === 'seller')
    .map(([route]) => route)
    .sort();
