import type { PriceTrendPoint } from '@facet/event-schemas';
import type { ReadModelReader } from '../../read-side/read-model.reader.js';
import type { PriceIndexProvider } from './price-index.port.js';
import { priceTrend, type TrendQuery } from './price-trend.rules.js';

/** The offline default: the index computed from the lots this marketplace sold (no outside call). */
export class ClosedLotsPriceIndex implements PriceIndexProvider {
  readonly name = 'closed-lots';
  readonly source = "This marketplace's own sold lots (offline; no outside price provider)";

  constructor(private readonly reader: ReadModelReader) {}

  async trend(query: TrendQuery): Promise<PriceTrendPoint[]> {
    return priceTrend(await this.reader.lots(), query);
  }
}
