import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import {
  LEDGER_TOTALS_ID,
  type LedgerTotalsDoc,
  type ProjectionRunner,
  readModelNamespaces,
  type ReadModelStore,
} from '@facet/projections';
import type { MarketplaceMetrics } from './marketplace-metrics.js';

export const METRICS_REGISTRY = Symbol('METRICS_REGISTRY');

/**
 * The process's Prometheus registry: Node's own figures (event loop lag, heap, GC, handles) and
 * the marketplace's. Each app instance has its own, so tests that boot several apps never clash.
 */
export function createMetricsRegistry(
  runner: ProjectionRunner | null,
  marketplace: MarketplaceMetrics,
  readModels: ReadModelStore | null = null,
): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'facet_' });
  new Gauge({
    name: 'facet_projection_lag_p95_ms',
    help: 'Commit-to-read-model lag of recent events, 95th percentile (absent without projections)',
    registers: [registry],
    collect() {
      if (runner) this.set(runner.lag.percentile(95));
    },
  });
  new Gauge({
    name: 'facet_projection_events_total',
    help: 'Events the read models applied since start',
    registers: [registry],
    collect() {
      if (runner) this.set(runner.lag.count);
    },
  });
  // Read from the ledger-totals read model at each scrape: debits and credits must stay equal.
  const totals = async (): Promise<LedgerTotalsDoc | undefined> =>
    readModels
      ?.get<LedgerTotalsDoc>(readModelNamespaces.ledgerTotals, LEDGER_TOTALS_ID)
      .catch(() => undefined);
  for (const side of ['debits', 'credits'] as const)
    new Gauge({
      name: `facet_ledger_${side}_cents`,
      help: `Sum of every ledger entry's ${side}, in cents (from the ledger-totals read model)`,
      registers: [registry],
      async collect() {
        const doc = await totals();
        this.set(doc?.[side] ?? 0);
      },
    });
  return Registry.merge([registry, marketplace.registry]);
}
