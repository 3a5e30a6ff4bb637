import { Controller } from '@nestjs/common';
import { getPriceTrend, refreshLotChart, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Public, Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { PriceTrendQuery } from './price-trend.query.js';

/**
 * The spec's `chartmetric` calls as a market-price index: anyone reads the trend (counts and
 * mean prices of sold lots only); a lot's seller or an admin recomputes the lot's chart.
 */
@Controller()
export class PriceTrendController {
  constructor(private readonly prices: PriceTrendQuery) {}

  @Public()
  @CommandRoute(getPriceTrend)
  async trend(
    @ValidBody() q: RequestOf<typeof getPriceTrend>,
  ): Promise<Reply<typeof getPriceTrend>> {
    const chart = await this.prices.trend(q.categoryTypeId ?? null, q.size_band, q.months);
    return success('Price trend', chart);
  }

  @Roles('seller', 'admin')
  @CommandRoute(refreshLotChart)
  async refresh(
    @ValidBody() { id }: RequestOf<typeof refreshLotChart>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof refreshLotChart>> {
    return success('Chart refreshed', await this.prices.forLot(id, actor));
  }
}
