import { getSellerDashboard } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { SellerDashboardQuery } from './seller-dashboard.query.js';

/** `seller/auction/getMainDashboardDataMore` -> `{ mainDashboardData }`, from the read models. */
@CommandController('seller', 'admin')
export class SellerDashboardController {
  constructor(private readonly dashboard: SellerDashboardQuery) {}

  @CommandRoute(getSellerDashboard)
  async counts(@Call() { actor }: Call<typeof getSellerDashboard>) {
    return success('Dashboard', { mainDashboardData: await this.dashboard.counts(actor) });
  }
}
