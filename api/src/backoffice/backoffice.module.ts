import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module.js';
import { SellerAuctionsController } from './seller-auctions/seller-auctions.http.controller.js';
import { SellerDashboardController } from './seller-dashboard/seller-dashboard.http.controller.js';
import { SellerLotsController } from './seller-lots/seller-lots.http.controller.js';
import { SellerBidHistoryController } from './seller-bid-history/seller-bid-history.http.controller.js';
import { SellerDeskReader } from './seller-desk.reader.js';
import { SellerOffersController } from './seller-offers/seller-offers.http.controller.js';
import { SellerReportSource } from './seller-reports/seller-report.source.js';
import { SellerReportsController } from './seller-reports/seller-reports.http.controller.js';

/** The back office's read side: what a seller manages (an admin: everything), from read models. */
@Module({
  imports: [CatalogModule],
  controllers: [
    SellerLotsController,
    SellerAuctionsController,
    SellerDashboardController,
    SellerBidHistoryController,
    SellerOffersController,
    SellerReportsController,
  ],
  providers: [SellerDeskReader, SellerReportSource],
})
export class BackofficeModule {}
