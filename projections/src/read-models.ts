import { auctionCardProjection } from './auction-card/auction-card.projection.js';
import { auctionTemplateProjection } from './auction-template/auction-template.projection.js';
import { bidHistoryProjection } from './bid-history/bid-history.projection.js';
import { buyNowOffersProjection } from './buy-now-offers/buy-now-offers.projection.js';
import { cartProjection } from './cart/cart.projection.js';
import {
  buyerInvoicesProjection,
  sellerInvoicesProjection,
} from './invoices/party-invoices.projection.js';
import { invoiceProjection } from './invoices/invoice.projection.js';
import { sellerInvoiceIndexProjection } from './invoices/seller-invoice-index.projection.js';
import { sellerLotIndexProjection } from './lot-card/seller-lot-index.projection.js';
import { dynamicTableProjection } from './dynamic-tables/dynamic-table.projection.js';
import { depositsProjection } from './deposits/deposits.projection.js';
import { configurationProjection } from './configuration/configuration.projection.js';
import { ledgerTotalsProjection } from './ledger-totals/ledger-totals.projection.js';
import { lotCardProjection } from './lot-card/lot-card.projection.js';
import { lotStandingProjection } from './lot-standing/lot-standing.projection.js';
import { myBidsProjection } from './my-bids/my-bids.projection.js';
import { namespaceOf, type Projection } from './runner/projection.js';
import {
  buyerReturnsProjection,
  returnRequestProjection,
  sellerReturnsProjection,
} from './returns/return-request.projection.js';
import { sellerAccountProjection } from './seller-account/seller-account.projection.js';
import { sellerPayoutsProjection } from './seller-payouts/seller-payouts.projection.js';
import { sealedOffersProjection } from './sealed-offers/sealed-offers.projection.js';
import { tenderEventStatusProjection } from './tender-events/tender-event-status.projection.js';
import { staticPageProjection } from './static-pages/static-page.projection.js';
import { userNamesProjection } from './user-names/user-names.projection.js';
import { viewingSlotProjection } from './viewing-slots/viewing-slot.projection.js';
import { walletProjection } from './wallet/wallet.projection.js';
import { watchlistProjection } from './watchlist/watchlist.projection.js';

/** Every read model of the marketplace, run together by one runner. */
export const marketplaceProjections: readonly Projection[] = [
  lotCardProjection,
  lotStandingProjection,
  bidHistoryProjection,
  myBidsProjection,
  watchlistProjection,
  auctionCardProjection,
  auctionTemplateProjection,
  userNamesProjection,
  configurationProjection,
  walletProjection,
  ledgerTotalsProjection,
  cartProjection,
  invoiceProjection,
  buyerInvoicesProjection,
  sellerInvoicesProjection,
  sellerInvoiceIndexProjection,
  sellerLotIndexProjection,
  depositsProjection,
  sealedOffersProjection,
  sellerAccountProjection,
  staticPageProjection,
  sellerPayoutsProjection,
  returnRequestProjection,
  buyerReturnsProjection,
  sellerReturnsProjection,
  buyNowOffersProjection,
  viewingSlotProjection,
  dynamicTableProjection,
  tenderEventStatusProjection,
] as Projection[];

/**
 * Each read model's namespace, derived from its definition: a reader (the api's catalog, a spec)
 * can never name another version than the runner writes.
 */
export const readModelNamespaces = {
  card: namespaceOf(lotCardProjection),
  standing: namespaceOf(lotStandingProjection),
  history: namespaceOf(bidHistoryProjection),
  myBids: namespaceOf(myBidsProjection),
  watchlist: namespaceOf(watchlistProjection),
  auction: namespaceOf(auctionCardProjection),
  template: namespaceOf(auctionTemplateProjection),
  names: namespaceOf(userNamesProjection),
  config: namespaceOf(configurationProjection),
  wallet: namespaceOf(walletProjection),
  ledgerTotals: namespaceOf(ledgerTotalsProjection),
  cart: namespaceOf(cartProjection),
  invoice: namespaceOf(invoiceProjection),
  buyerInvoices: namespaceOf(buyerInvoicesProjection),
  sellerInvoices: namespaceOf(sellerInvoicesProjection),
  sellerInvoiceIndex: namespaceOf(sellerInvoiceIndexProjection),
  sellerLotIndex: namespaceOf(sellerLotIndexProjection),
  deposits: namespaceOf(depositsProjection),
  sealedOffers: namespaceOf(sealedOffersProjection),
  sellerAccount: namespaceOf(sellerAccountProjection),
  staticPages: namespaceOf(staticPageProjection),
  sellerPayouts: namespaceOf(sellerPayoutsProjection),
  returnRequest: namespaceOf(returnRequestProjection),
  buyerReturns: namespaceOf(buyerReturnsProjection),
  sellerReturns: namespaceOf(sellerReturnsProjection),
  buyNowOffers: namespaceOf(buyNowOffersProjection),
  viewingSlots: namespaceOf(viewingSlotProjection),
  dynamicTables: namespaceOf(dynamicTableProjection),
  tenderEvents: namespaceOf(tenderEventStatusProjection),
} as const;
