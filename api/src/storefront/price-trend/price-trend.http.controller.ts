import { getPriceTrend, refreshLotChart } from '@facet/event-schemas';
import { Public, Roles } from '../../shared/auth/auth.decorators.js';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { PriceTrendQuery } from './price-trend.query.js';

/**
 * The spec's `chartmetric` calls as a market-price index: anyone reads the trend (counts and
 * mean prices of sold lots only); a lot's seller or an admin recomputes the lot's chart.
 */
@CommandController()
export class PriceTrendController {
  constructor(private readonly prices: PriceTrendQuery) {}

  @Public()
  @CommandRoute(getPriceTrend)
  async trend(@Call() { body: q }: Call<typeof getPriceTrend>) {
    const chart = await this.prices.trend(q.categoryTypeId ?? null, q.size_band, q.months);
    return success('Price trend', chart);
  }

  @Roles('seller', 'admin')
  @CommandRoute(refreshLotChart)
  async refresh(@Call() { body: { id }, actor }: Call<typeof refreshLotChart>) {
    return success('Chart refreshed', await this.prices.forLot(id, actor));
  }
}
