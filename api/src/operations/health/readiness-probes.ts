import type { EventStore } from '@facet/event-store';
import {
  type ProjectionRunner,
  readModelNamespaces,
  type ReadModelStore,
} from '@facet/projections';

/** What a node depends on to serve, each asked by readiness; absent ones are not asked. */
export interface ReadinessDependencies {
  events: Pick<EventStore, 'readAll'>;
  readModels: Pick<ReadModelStore, 'readCheckpoint'>;
  /** The projections this node runs (none when PROJECTIONS=off). */
  runner: Pick<ProjectionRunner, 'caughtUp'> | null;
  /** The Kafka cluster, when BUS=kafka with KAFKA_BROKERS. */
  kafka: { ping(): Promise<unknown> } | null;
}

/** One cheap question per dependency, by the name the readiness answer reports it under. */
export function readinessProbes(d: ReadinessDependencies): Record<string, () => Promise<unknown>> {
  const probes: Record<string, () => Promise<unknown>> = {
    eventStore: () => d.events.readAll(undefined, 1),
    // The lot card's namespace as its projection names it: a version bump moves the probe too.
    readModels: () => d.readModels.readCheckpoint(readModelNamespaces.card),
  };
  const { runner, kafka } = d;
  if (runner) probes.projections = () => runner.caughtUp();
  if (kafka) probes.kafka = () => kafka.ping();
  return probes;
}
