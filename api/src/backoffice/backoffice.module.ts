import { OffersModule } from '../offers/offers.module.js';
import { Module } from '@nestjs/common';
import { ReadSideModule } from '../read-side/read-side.module.js';
import { TimedBidsModule } from '../timed-bids/timed-bids.module.js';
import { AdminUserDashboardController } from './admin-user-dashboard/admin-user-dashboard.http.controller.js';
import { AdminUserDashboardQuery } from './admin-user-dashboard/admin-user-dashboard.query.js';
import { DisplaySellerReportController } from './display-seller-report/display-seller-report.http.controller.js';
import { DownloadSellerReportController } from './download-seller-report/download-seller-report.http.controller.js';
import { ExportSellerReportController } from './export-seller-report/export-seller-report.http.controller.js';
import { GetSellerAuctionController } from './get-seller-auction/get-seller-auction.http.controller.js';
import { GetSellerLotController } from './get-seller-lot/get-seller-lot.http.controller.js';
import { GetSellerOrganizationController } from './get-seller-organization/get-seller-organization.http.controller.js';
import { GetSellerSubscriptionController } from './get-seller-subscription/get-seller-subscription.http.controller.js';
import { ListAdminLotsController } from './list-admin-lots/list-admin-lots.http.controller.js';
import { AssociableLotsQuery } from './list-associable-lots/associable-lots.query.js';
import { ListAssociableLotsController } from './list-associable-lots/list-associable-lots.http.controller.js';
import { ListAuctionLotsController } from './list-auction-lots/list-auction-lots.http.controller.js';
import { ListSellerAuctionsController } from './list-seller-auctions/list-seller-auctions.http.controller.js';
import { SellerAuctionsQuery } from './list-seller-auctions/seller-auctions.query.js';
import { ListSellerLotsController } from './list-seller-lots/list-seller-lots.http.controller.js';
import { LotBidLedgerController } from './lot-bid-ledger/lot-bid-ledger.http.controller.js';
import { LotLedgerQuery } from './lot-ledger/lot-ledger.query.js';
import { LotListingQuery } from './lot-listing/lot-listing.query.js';
import { ManagedReader } from './managed.reader.js';
import { SaveSellerOrganizationController } from './save-seller-organization/save-seller-organization.http.controller.js';
import { SellerAccountCommandBus } from './seller-account/seller-account-bus/seller-account-command-bus.js';
import { SellerBidHistoryController } from './seller-bid-history/seller-bid-history.http.controller.js';
import { SellerDashboardController } from './seller-dashboard/seller-dashboard.http.controller.js';
import { SellerDashboardQuery } from './seller-dashboard/seller-dashboard.query.js';
import { SellerDeskReader } from './seller-desk.reader.js';
import { SellerOffersController } from './seller-offers/seller-offers.http.controller.js';
import { SellerOffersQuery } from './seller-offers/seller-offers.query.js';
import { SellerReportQuery } from './seller-reports/seller-report.query.js';
import { SellerReportSource } from './seller-reports/seller-report.source.js';

/**
 * The back office: what a seller manages (an admin: everything) read from read models, the
 * seller's reports, and their account (plan, company profile) on its own stream.
 */
@Module({
  imports: [ReadSideModule, OffersModule, TimedBidsModule],
  controllers: [
    ListSellerLotsController,
    GetSellerLotController,
    ListSellerAuctionsController,
    GetSellerAuctionController,
    ListAuctionLotsController,
    ListAssociableLotsController,
    SellerDashboardController,
    ListAdminLotsController,
    LotBidLedgerController,
    AdminUserDashboardController,
    SellerBidHistoryController,
    SellerOffersController,
    DisplaySellerReportController,
    DownloadSellerReportController,
    ExportSellerReportController,
    GetSellerSubscriptionController,
    GetSellerOrganizationController,
    SaveSellerOrganizationController,
  ],
  providers: [
    SellerDeskReader,
    ManagedReader,
    LotListingQuery,
    LotLedgerQuery,
    SellerAuctionsQuery,
    AssociableLotsQuery,
    SellerDashboardQuery,
    AdminUserDashboardQuery,
    SellerOffersQuery,
    SellerReportSource,
    SellerReportQuery,
    SellerAccountCommandBus,
  ],
  exports: [SellerAccountCommandBus],
})
export class BackofficeModule {}
