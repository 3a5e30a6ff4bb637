import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import type { CommandBuses } from '../../shared/event-sourcing/command-buses.js';
import { recordHttpMetrics } from './http-metrics.js';
import { MarketplaceMetrics } from './marketplace-metrics.js';
import { createMetricsRegistry } from './metrics.registry.js';

const ops = (path: string) => fileURLToPath(new URL(`../../../../ops/${path}`, import.meta.url));

interface Panel {
  title: string;
  datasource?: { type?: string; uid?: string };
  targets?: { expr?: string }[];
}

const dashboard = JSON.parse(readFileSync(ops('grafana/dashboards/facet.json'), 'utf8')) as {
  panels: Panel[];
};
// The provisioning file is a flat YAML list of one data source: its uid and type lines suffice.
const provisioning = readFileSync(ops('grafana/provisioning/datasources/prometheus.yml'), 'utf8');
const provisioned = {
  type: /^\s*type:\s*(\S+)/m.exec(provisioning)?.[1],
  uid: /^\s*uid:\s*(\S+)/m.exec(provisioning)?.[1],
};

/** Every metric `/metrics` serves, as the app builds its registry (no projections, no store). */
async function servedMetrics(): Promise<{ name: string; type: string }[]> {
  const buses = { observe: () => undefined } as unknown as CommandBuses;
  const registry = createMetricsRegistry(null, new MarketplaceMetrics(buses));
  const fastify = { addHook: () => undefined };
  const app = { getHttpAdapter: () => ({ getInstance: () => fastify }) };
  recordHttpMetrics(app as unknown as NestFastifyApplication, registry);
  return (await registry.getMetricsAsJSON()).map((m) => ({ name: m.name, type: String(m.type) }));
}

/** Node's own figures (heap, GC, handles…): the dashboard shows a few, it need not show each. */
function nodeDefaults(): Set<string> {
  const r = new Registry();
  collectDefaultMetrics({ register: r, prefix: 'facet_' });
  return new Set(r.getMetricsAsArray().map((m) => m.name));
}

const exprs = dashboard.panels.flatMap((p) => (p.targets ?? []).map((t) => t.expr ?? ''));
const referenced = new Set(exprs.flatMap((e) => e.match(/\bfacet_[a-z0-9_]+/g) ?? []));
/** A histogram is queried through its _bucket, _sum and _count series. */
const series = (m: { name: string; type: string }) =>
  m.type === 'histogram' ? ['_bucket', '_sum', '_count'].map((s) => m.name + s) : [m.name];

describe('The Grafana dashboard (ops/grafana) shows every marketplace metric /metrics serves', () => {
  it('has a panel querying each facet_ metric the marketplace defines', async () => {
    const defaults = nodeDefaults();
    const own = (await servedMetrics()).filter((m) => !defaults.has(m.name));
    // The list below is the issue's: a metric dropped from the registry fails here too.
    expect(own.map((m) => m.name).sort()).toEqual(
      [
        'facet_append_batch_events',
        'facet_command_duration_seconds',
        'facet_commands_total',
        'facet_http_request_duration_seconds',
        'facet_ledger_credits_cents',
        'facet_ledger_debits_cents',
        'facet_projection_events_total',
        'facet_projection_lag_p95_ms',
        'facet_pushes_total',
        'facet_sockets_connected',
      ].sort(),
    );
    const missing = own.filter((m) => !series(m).some((s) => referenced.has(s)));
    expect(missing.map((m) => m.name)).toEqual([]);
  });

  it("shows the event loop's delay and the heap from Node's own figures", () => {
    expect(referenced).toContain('facet_nodejs_eventloop_lag_p99_seconds');
    expect(referenced).toContain('facet_nodejs_heap_size_used_bytes');
  });

  it('queries only metrics that exist (a renamed metric leaves no silent empty panel)', async () => {
    const known = new Set((await servedMetrics()).flatMap(series));
    expect([...referenced].filter((name) => !known.has(name))).toEqual([]);
  });

  it('reads every panel from the provisioned Prometheus data source', () => {
    expect(provisioned.type).toBe('prometheus');
    expect(provisioned.uid).toBeTruthy();
    expect(dashboard.panels.length).toBeGreaterThan(0);
    for (const panel of dashboard.panels) {
      expect([panel.title, panel.datasource]).toEqual([
        panel.title,
        { type: 'prometheus', uid: provisioned.uid },
      ]);
      expect([panel.title, (panel.targets ?? []).length > 0]).toEqual([panel.title, true]);
    }
  });

  it('is where docker-compose mounts it, and the provider reads that folder', () => {
    const compose = readFileSync(ops('../docker-compose.yml'), 'utf8');
    const provider = readFileSync(ops('grafana/provisioning/dashboards/facet.yml'), 'utf8');
    const folder = /^\s*path:\s*(\S+)/m.exec(provider)?.[1];
    expect(compose).toContain(`./ops/grafana/dashboards:${folder}:ro`);
    expect(compose).toContain('./ops/grafana/provisioning:/etc/grafana/provisioning:ro');
    expect(compose).toContain('./ops/prometheus.yml:/etc/prometheus/prometheus.yml:ro');
    expect(readFileSync(ops('prometheus.yml'), 'utf8')).toMatch(/metrics_path: \/metrics\b/);
  });
});
