import { Logger, Module } from '@nestjs/common';
import { ReadModelReader } from '../read-side/read-model.reader.js';
import { ReadSideModule } from '../read-side/read-side.module.js';
import { AuctionManifestController } from './auction-manifest/auction-manifest.http.controller.js';
import { AuctionManifestQuery } from './auction-manifest/auction-manifest.query.js';
import { AuctionSearchController } from './auction-search/auction-search.http.controller.js';
import { AuctionSearchQuery } from './auction-search/auction-search.query.js';
import { BidHistoryController } from './bid-history/bid-history.http.controller.js';
import { BidHistoryQuery } from './bid-history/bid-history.query.js';
import { LotSearchController } from './lot-search/lot-search.http.controller.js';
import { LotSearchQuery } from './lot-search/lot-search.query.js';
import { MarketplaceDashboardController } from './marketplace-dashboard/marketplace-dashboard.http.controller.js';
import { MarketplaceDashboardQuery } from './marketplace-dashboard/marketplace-dashboard.query.js';
import { MyBidTotalsController } from './my-bid-totals/my-bid-totals.http.controller.js';
import { MyBidTotalsQuery } from './my-bid-totals/my-bid-totals.query.js';
import { MyBidsController } from './my-bids/my-bids.http.controller.js';
import { MyBidsQuery } from './my-bids/my-bids.query.js';
import { ReadModelLagController } from './read-model-lag/read-model-lag.http.controller.js';
import { ReadModelLagQuery } from './read-model-lag/read-model-lag.query.js';
import { ClosedLotsPriceIndex } from './price-trend/closed-lots-price-index.js';
import { PRICE_INDEX } from './price-trend/price-index.port.js';
import { PriceTrendController } from './price-trend/price-trend.http.controller.js';
import { PriceTrendQuery } from './price-trend/price-trend.query.js';
import { SiteConfigurationController } from './site-configuration/site-configuration.http.controller.js';
import { SiteConfigurationQuery } from './site-configuration/site-configuration.query.js';
import { ToggleAuctionWatchlistController } from './toggle-auction-watchlist/toggle-auction-watchlist.http.controller.js';
import { ToggleAuctionWatchlistHandler } from './toggle-auction-watchlist/toggle-auction-watchlist.handler.js';
import { ToggleWatchlistController } from './toggle-watchlist/toggle-watchlist.http.controller.js';
import { ToggleWatchlistHandler } from './toggle-watchlist/toggle-watchlist.handler.js';
import { WatchlistToggle } from './watchlist/watchlist-toggle.js';
import { WatchlistController } from './watchlist/watchlist.http.controller.js';
import { WatchlistQuery } from './watchlist/watchlist.query.js';

/** The buyer's storefront: searches, bid history, my bids, the watchlist, all from read models. */
@Module({
  imports: [ReadSideModule],
  controllers: [
    LotSearchController,
    AuctionSearchController,
    MarketplaceDashboardController,
    BidHistoryController,
    MyBidsController,
    MyBidTotalsController,
    WatchlistController,
    ToggleWatchlistController,
    ToggleAuctionWatchlistController,
    AuctionManifestController,
    PriceTrendController,
    SiteConfigurationController,
    ReadModelLagController,
  ],
  providers: [
    LotSearchQuery,
    AuctionSearchQuery,
    MarketplaceDashboardQuery,
    BidHistoryQuery,
    MyBidsQuery,
    MyBidTotalsQuery,
    WatchlistQuery,
    WatchlistToggle,
    ToggleWatchlistHandler,
    ToggleAuctionWatchlistHandler,
    AuctionManifestQuery,
    PriceTrendQuery,
    {
      // Only the offline adapter exists: no price provider for rough has an SDK to wire here.
      provide: PRICE_INDEX,
      inject: [ReadModelReader],
      useFactory: (reader: ReadModelReader) => {
        new Logger('Prices').log("Price index: OFFLINE (this marketplace's own sold lots)");
        return new ClosedLotsPriceIndex(reader);
      },
    },
    SiteConfigurationQuery,
    ReadModelLagQuery,
  ],
})
export class StorefrontModule {}
