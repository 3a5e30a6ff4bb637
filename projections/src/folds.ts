/**
 * `@facet/projections/folds`: the read models and their folds, pure: no Redis, no Kafka, no runner
 * or store I/O. What folds read models outside the runner (the api's replay) imports; the
 * package's root adds the stores, the runner, the buses and the notifier.
 */
export * from './runner/projection.js';
export * from './runner/upcaster.js';
export type * from './runner/batch-notice.js';
export * from './lot-card/lot-card.doc.js';
export * from './lot-card/lot-card.projection.js';
export * from './lot-card/seller-lot-index.projection.js';
export * from './lot-standing/lot-standing.projection.js';
export * from './lot-standing/buyer-label.js';
export * from './bid-history/bid-history.projection.js';
export * from './my-bids/my-bids.projection.js';
export * from './watchlist/watchlist.projection.js';
export * from './wallet/wallet.projection.js';
export * from './seller-payouts/seller-payouts.projection.js';
export * from './ledger-totals/ledger-totals.projection.js';
export * from './cart/cart.projection.js';
export * from './invoices/invoice.projection.js';
export * from './invoices/invoice-history.js';
export * from './invoices/party-invoices.projection.js';
export * from './invoices/seller-invoice-index.projection.js';
export * from './returns/return-request.projection.js';
export * from './deposits/deposits.projection.js';
export * from './sealed-offers/sealed-offers.projection.js';
export * from './buy-now-offers/buy-now-offers.projection.js';
export * from './seller-account/seller-account.projection.js';
export * from './auction-card/auction-card.projection.js';
export * from './auction-template/auction-template.projection.js';
export * from './viewing-slots/viewing-slot.projection.js';
export * from './dynamic-tables/dynamic-table.projection.js';
export * from './tender-events/tender-event-status.projection.js';
export * from './user-names/user-names.projection.js';
export * from './configuration/configuration.projection.js';
export * from './static-pages/static-page.projection.js';
export * from './read-models.js';
/** What a batch's changes push (a pure mapping; the notifier sends them). */
export * from './notifier/lot-pushes.js';
