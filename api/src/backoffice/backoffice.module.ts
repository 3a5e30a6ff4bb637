import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module.js';
import { AdminLotsController } from './admin-lots/admin-lots.http.controller.js';
import { AdminUserDashboardController } from './admin-user-dashboard/admin-user-dashboard.http.controller.js';
import { LotBidLedgerController } from './lot-bid-ledger/lot-bid-ledger.http.controller.js';
import { SellerAuctionsController } from './seller-auctions/seller-auctions.http.controller.js';
import { SellerDashboardController } from './seller-dashboard/seller-dashboard.http.controller.js';
import { SellerLotsController } from './seller-lots/seller-lots.http.controller.js';

/** The back office's read side: what a seller manages (an admin: everything), from read models. */
@Module({
  imports: [CatalogModule],
  controllers: [
    SellerLotsController,
    SellerAuctionsController,
    SellerDashboardController,
    AdminLotsController,
    LotBidLedgerController,
    AdminUserDashboardController,
  ],
})
export class BackofficeModule {}
