import underPressure from '@fastify/under-pressure';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { failure } from './envelope.js';

/** When a node answers "busy" rather than queueing (config; 0 turns a threshold off). */
export interface LoadShedding {
  /** SHED_EVENT_LOOP_DELAY_MS: the event loop's delay past which new requests are shed. */
  maxEventLoopDelayMs: number;
  /** SHED_EVENT_LOOP_UTILIZATION: the loop's busy share (0-1) past which they are shed. */
  maxEventLoopUtilization: number;
  /** SHED_RETRY_AFTER_SECONDS: the wait a shed client is told (Retry-After). */
  retryAfterSeconds: number;
  /** REQUESTS_PER_ADDRESS: requests of one address worked on at once, the rest wait (requests-per-address.ts). */
  requestsPerAddress: number;
}

/** Never shed: a load balancer that saw /api/health fail would take the node out entirely. */
const NEVER_SHED = new Set(['/api/health']);
/** How often the loop is sampled: often enough to shed within a fraction of a second. */
const SAMPLE_MS = 100;

/**
 * Load shedding (@fastify/under-pressure): while the event loop lags past the threshold, a new
 * request is answered at once with a retryable 503 (`server.busy`, Retry-After) instead of
 * waiting its turn behind a flood, so every client learns in milliseconds to come back rather
 * than all of them waiting seconds. The check runs first (onRequest), before any parsing of a
 * body, routing to Nest or a read.
 */
export async function shedLoadUnderPressure(
  app: NestFastifyApplication,
  shedding: LoadShedding,
): Promise<void> {
  if (!shedding.maxEventLoopDelayMs && !shedding.maxEventLoopUtilization) return;
  const retryAfter = String(shedding.retryAfterSeconds);
  await app.register(underPressure, {
    maxEventLoopDelay: shedding.maxEventLoopDelayMs,
    maxEventLoopUtilization: shedding.maxEventLoopUtilization,
    sampleInterval: SAMPLE_MS,
    // Called instead of the plugin's own 503 when a threshold is passed; returning without an
    // answer lets the request through (the health check).
    pressureHandler: (request, reply) => {
      if (NEVER_SHED.has(request.url.split('?')[0] ?? '')) return;
      void reply
        .code(503)
        .header('retry-after', retryAfter)
        .send(
          failure(
            503,
            'server.busy',
            'The marketplace is very busy. Please try again in a moment.',
          ),
        );
    },
  });
}
