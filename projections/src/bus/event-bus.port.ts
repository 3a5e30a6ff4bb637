import type { RecordedEvent } from '@facet/event-schemas';

export type BusHandler = (batch: RecordedEvent[]) => Promise<void>;

export interface BusSubscription {
  stop(): Promise<void>;
}

/**
 * Carries copies of recorded events to workers: keyed by stream (per-stream order kept),
 * at-least-once. Each consumer group sees every event; handlers see each event id once
 * (the adapter dedupes what redelivery repeats).
 */
export interface EventBus {
  publish(events: readonly RecordedEvent[]): Promise<void>;
  subscribe(group: string, handler: BusHandler): Promise<BusSubscription>;
  close(): Promise<void>;
}
