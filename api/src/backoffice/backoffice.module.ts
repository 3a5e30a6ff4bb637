import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module.js';
import { SellerAuctionsController } from './seller-auctions/seller-auctions.http.controller.js';
import { SellerDashboardController } from './seller-dashboard/seller-dashboard.http.controller.js';
import { SellerLotsController } from './seller-lots/seller-lots.http.controller.js';

/** The back office's read side: what a seller manages (an admin: everything), from read models. */
@Module({
  imports: [CatalogModule],
  controllers: [SellerLotsController, SellerAuctionsController, SellerDashboardController],
})
export class BackofficeModule {}
