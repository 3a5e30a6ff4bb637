import { Inject, Injectable } from '@nestjs/common';
import type { LotChartAnswer, PriceTrendAnswer, SizeBand } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { notFound } from '../../shared/errors/http-problem.js';
import { ReadModelReader } from '../../read-side/read-model.reader.js';
import { PRICE_INDEX, type PriceIndexProvider } from './price-index.port.js';
import { sizeBandOf } from './price-trend.rules.js';

const DEFAULT_MONTHS = 12;

/** The price trend (`getTrackChartMetric`) and one lot's chart (`updateChartmetricArtistImage`). */
@Injectable()
export class PriceTrendQuery {
  constructor(
    @Inject(PRICE_INDEX) private readonly index: PriceIndexProvider,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly reader: ReadModelReader,
  ) {}

  async trend(
    categoryTypeId: string | null,
    sizeBand: SizeBand,
    months = DEFAULT_MONTHS,
  ): Promise<PriceTrendAnswer> {
    const now = this.clock.now();
    const points = await this.index.trend({ categoryTypeId, sizeBand, months, now });
    const { name: provider, source } = this.index;
    return { provider, source, categoryTypeId, size_band: sizeBand, points };
  }

  /** A lot's chart: the trend of its category and size band (its seller's or an admin's). */
  async forLot(lotId: string, actor: Actor): Promise<LotChartAnswer> {
    const lot = await this.reader.lot(lotId);
    if (!lot || (actor.role !== 'admin' && lot.sellerId !== actor.id))
      throw notFound('Lot not found', 'lot.not-found');
    const chart = await this.trend(lot.categoryTypeId, sizeBandOf(lot));
    return { ...chart, id: lot.id, refreshed_at: this.clock.now().toISOString() };
  }
}
