import { countPrivateSaleLots, getMarketplaceDashboard } from '@facet/event-schemas';
import { Public } from '../../shared/auth/auth.decorators.js';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { MarketplaceDashboardQuery } from './marketplace-dashboard.query.js';

/** `product/dashboard`: counts of what is open now, and the server's time. */
@CommandController()
export class MarketplaceDashboardController {
  constructor(private readonly query: MarketplaceDashboardQuery) {}

  @Public()
  @CommandRoute(getMarketplaceDashboard)
  async dashboard(@Call() _: Call<typeof getMarketplaceDashboard>) {
    return success('Dashboard', await this.query.counts());
  }

  /** `product/totalPrivateSaleProducts`: open lots sold by private sale (buy now only). */
  @Public()
  @CommandRoute(countPrivateSaleLots)
  async privateSales(@Call() _: Call<typeof countPrivateSaleLots>) {
    const count = await this.query.privateSales();
    return success('Private sale lots', { count, totalRecords: count });
  }
}
