import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Histogram, type Registry } from 'prom-client';

/**
 * One histogram of every answered request, labelled by the route's pattern (never the raw URL:
 * ids would make a series per lot), method and status: rates, errors and latency per route.
 */
export function recordHttpMetrics(app: NestFastifyApplication, registry: Registry): void {
  const duration = new Histogram({
    name: 'facet_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [registry],
  });
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onResponse', (request, reply, done) => {
      duration.observe(
        {
          route: request.routeOptions.url ?? 'unmatched',
          method: request.method,
          status: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
      done();
    });
}
