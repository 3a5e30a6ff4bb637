import { Inject, Injectable, Optional } from '@nestjs/common';
import type { EventStore } from '@facet/event-store';
import type { KafkaPing, ProjectionRunner, ReadModelStore } from '@facet/projections';
import { PROJECTION_RUNNER, READ_MODEL_STORE } from '../../read-side/read-side.tokens.js';
import { EVENT_STORE } from '../../shared/event-sourcing/tokens.js';
import { KAFKA_PING } from './kafka-ping.provider.js';
import { checkReadiness, type Readiness } from './readiness.js';
import { readinessProbes } from './readiness-probes.js';

/** How long a dependency may take to answer a readiness probe. */
const PROBE_TIMEOUT_MS = 2_000;

/**
 * Whether this node can serve now: the event store answers a read, the read-model store (Redis
 * when READ_MODELS=redis) answers a read, the projections this node runs have caught up, and
 * with BUS=kafka the Kafka cluster names its brokers.
 */
@Injectable()
export class ReadinessService {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(READ_MODEL_STORE) private readonly readModels: ReadModelStore,
    @Optional() @Inject(PROJECTION_RUNNER) private readonly runner: ProjectionRunner | null,
    @Optional() @Inject(KAFKA_PING) private readonly kafka: KafkaPing | null,
  ) {}

  check(): Promise<Readiness> {
    const probes = readinessProbes({
      events: this.events,
      readModels: this.readModels,
      runner: this.runner ?? null,
      kafka: this.kafka ?? null,
    });
    return checkReadiness(probes, PROBE_TIMEOUT_MS);
  }
}
