import { Controller, Get, Inject, Optional, Res } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import type { EventStore } from '@facet/event-store';
import type { KafkaPing, ProjectionRunner, ReadModelStore } from '@facet/projections';
import type { FastifyReply } from 'fastify';
import { PROJECTION_RUNNER, READ_MODEL_STORE } from '../../catalog/read-side.tokens.js';
import { Public } from '../../shared/auth/auth.decorators.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { EVENT_STORE } from '../../shared/event-sourcing/tokens.js';
import { failure, success } from '../../shared/http/envelope.js';
import { KAFKA_PING } from './kafka-ping.provider.js';
import { checkReadiness } from './readiness.js';
import { readinessProbes } from './readiness-probes.js';

/** How long a dependency may take to answer a readiness probe. */
const PROBE_TIMEOUT_MS = 2_000;

/**
 * `/api/health`: the process is alive (liveness: restart it if not). `/api/ready`: it can serve
 * now (readiness: send it traffic) — the event store answers a read, the read-model store (Redis
 * when READ_MODELS=redis) answers a read, the projections this node runs have caught up, and
 * with BUS=kafka the Kafka cluster names its brokers.
 * A draining node (SIGTERM) answers 503 to both before they get here.
 */
@Controller()
export class HealthController {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(READ_MODEL_STORE) private readonly readModels: ReadModelStore,
    @Optional() @Inject(PROJECTION_RUNNER) private readonly runner: ProjectionRunner | null,
    @Optional() @Inject(KAFKA_PING) private readonly kafka: KafkaPing | null,
  ) {}

  @Public()
  // A load balancer probes often from one address; it must never be told to wait.
  @SkipThrottle()
  @Get('health')
  health() {
    return success('ok', { status: 'up', time: this.clock.now().toISOString() });
  }

  @Public()
  @SkipThrottle()
  @Get('ready')
  async ready(@Res() reply: FastifyReply) {
    const probes = readinessProbes({
      events: this.events,
      readModels: this.readModels,
      runner: this.runner ?? null,
      kafka: this.kafka ?? null,
    });
    const { ready, checks } = await checkReadiness(probes, PROBE_TIMEOUT_MS);
    const data = { status: ready ? 'ready' : 'not-ready', checks };
    void reply
      .code(ready ? 200 : 503)
      .send(
        ready
          ? success('ready', data)
          : failure(503, 'server.not-ready', 'The marketplace is not ready', data),
      );
  }
}
