import { Module } from '@nestjs/common';
import { AuctionSearchController } from './auction-search.http.controller.js';
import { BidHistoryController } from './bid-history.http.controller.js';
import { CatalogReader } from './catalog.reader.js';
import { CommonDefaultController } from './common-default.http.controller.js';
import { ReadModelLagController } from './read-model-lag.http.controller.js';
import { MyBidsController } from './my-bids.http.controller.js';
import { WatchlistListController } from './watchlist-list.http.controller.js';
import { ProductSearchController } from './product-search.http.controller.js';
import { PROJECTION_RUNNER, READ_MODEL_STORE } from './read-side.tokens.js';
import { readSideProviders } from './read-side.providers.js';
import { WatchlistController } from './watchlist.http.controller.js';

/** The read side: read-model store, the embedded projection runner, and the query endpoints. */
@Module({
  controllers: [
    ProductSearchController,
    BidHistoryController,
    MyBidsController,
    WatchlistListController,
    AuctionSearchController,
    CommonDefaultController,
    WatchlistController,
    ReadModelLagController,
  ],
  providers: [...readSideProviders, CatalogReader],
  exports: [READ_MODEL_STORE, PROJECTION_RUNNER, CatalogReader],
})
export class CatalogModule {}
