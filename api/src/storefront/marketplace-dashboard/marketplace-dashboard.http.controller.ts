import { Controller } from '@nestjs/common';
import {
  countPrivateSaleLots,
  getMarketplaceDashboard,
  type RequestOf,
} from '@facet/event-schemas';
import { Public } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { MarketplaceDashboardQuery } from './marketplace-dashboard.query.js';

/** `product/dashboard`: counts of what is open now, and the server's time. */
@Controller()
export class MarketplaceDashboardController {
  constructor(private readonly query: MarketplaceDashboardQuery) {}

  @Public()
  @CommandRoute(getMarketplaceDashboard)
  async dashboard(
    @ValidBody() _: RequestOf<typeof getMarketplaceDashboard>,
  ): Promise<Reply<typeof getMarketplaceDashboard>> {
    return success('Dashboard', await this.query.counts());
  }

  /** `product/totalPrivateSaleProducts`: open lots sold by private sale (buy now only). */
  @Public()
  @CommandRoute(countPrivateSaleLots)
  async privateSales(
    @ValidBody() _: RequestOf<typeof countPrivateSaleLots>,
  ): Promise<Reply<typeof countPrivateSaleLots>> {
    const count = await this.query.privateSales();
    return success('Private sale lots', { count, totalRecords: count });
  }
}
