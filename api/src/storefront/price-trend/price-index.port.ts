import type { PriceTrendPoint } from '@facet/event-schemas';
import type { TrendQuery } from './price-trend.rules.js';

/**
 * Where the market-price index comes from. The spec names its calls after a music-chart provider
 * (`chartmetric/getTrackChartMetric`); in a rough-diamond marketplace the chart is a price trend
 * per category and size band. The default adapter reads this marketplace's own sold lots.
 */
export interface PriceIndexProvider {
  /** A short name the answer carries, e.g. 'closed-lots'. */
  readonly name: string;
  /** What the adapter is, in a sentence a user may read beside the chart. */
  readonly source: string;
  trend(query: TrendQuery): Promise<PriceTrendPoint[]>;
}

export const PRICE_INDEX = Symbol('PRICE_INDEX');
