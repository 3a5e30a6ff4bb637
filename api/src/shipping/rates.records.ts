import type { ShippingRatesAnswer } from '@facet/event-schemas';
import type { ShippingRatesState } from './domain/shipping-rates.decider.js';

/** The rate table at the edge: as stored (cents, points), with its change history. */
export const ratesAnswer = (state: ShippingRatesState, provider: string): ShippingRatesAnswer => ({
  table: state.table,
  history: state.history.map((h) => ({ changed_by: h.changedBy, at: h.at })),
  provider,
});
