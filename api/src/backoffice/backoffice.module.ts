import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module.js';
import { AdminLotsController } from './admin-lots/admin-lots.http.controller.js';
import { AdminUserDashboardController } from './admin-user-dashboard/admin-user-dashboard.http.controller.js';
import { LotBidLedgerController } from './lot-bid-ledger/lot-bid-ledger.http.controller.js';
import { SellerAuctionsController } from './seller-auctions/seller-auctions.http.controller.js';
import { SellerDashboardController } from './seller-dashboard/seller-dashboard.http.controller.js';
import { SellerLotsController } from './seller-lots/seller-lots.http.controller.js';
import { SellerBidHistoryController } from './seller-bid-history/seller-bid-history.http.controller.js';
import { SellerAccountCommandBus } from './seller-account/seller-account-bus/seller-account-command-bus.js';
import { SellerDeskReader } from './seller-desk.reader.js';
import { SellerOrganizationController } from './seller-organization/seller-organization.http.controller.js';
import { SellerSubscriptionController } from './seller-subscription/seller-subscription.http.controller.js';
import { SellerOffersController } from './seller-offers/seller-offers.http.controller.js';
import { SellerReportSource } from './seller-reports/seller-report.source.js';
import { SellerReportsController } from './seller-reports/seller-reports.http.controller.js';

/**
 * The back office: what a seller manages (an admin: everything) read from read models, the
 * seller's reports, and their account (plan, company profile) on its own stream.
 */
@Module({
  imports: [CatalogModule],
  controllers: [
    SellerLotsController,
    SellerAuctionsController,
    SellerDashboardController,
    AdminLotsController,
    LotBidLedgerController,
    AdminUserDashboardController,
    SellerBidHistoryController,
    SellerOffersController,
    SellerReportsController,
    SellerSubscriptionController,
    SellerOrganizationController,
  ],
  providers: [SellerDeskReader, SellerReportSource, SellerAccountCommandBus],
  // The demo seed puts the demo seller on a plan.
  exports: [SellerAccountCommandBus],
})
export class BackofficeModule {}
