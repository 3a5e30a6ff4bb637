import type { RecordedEvent } from '@facet/event-schemas';
import { Kafka, logLevel, type Producer } from 'kafkajs';
import type { BusHandler, BusSubscription, EventBus } from './event-bus.port.js';
import { Deduper } from './dedupe.js';

export interface KafkaEventBusOptions {
  brokers: string[];
  topic?: string;
  clientId?: string;
  partitions?: number;
}

/**
 * Kafka via kafkajs: one topic keyed by stream id (per-lot order), idempotent producer, consumer
 * groups committing offsets only after the handler finished (at-least-once), deduped by event id.
 */
export class KafkaEventBus implements EventBus {
  private readonly kafka: Kafka;
  private readonly topic: string;
  private producer: Producer | undefined;
  private readonly closers: (() => Promise<void>)[] = [];

  constructor(private readonly o: KafkaEventBusOptions) {
    this.kafka = new Kafka({
      clientId: o.clientId ?? 'facet',
      brokers: o.brokers,
      logLevel: logLevel.NOTHING,
      retry: { retries: 5, initialRetryTime: 100 },
    });
    this.topic = o.topic ?? 'facet.events';
  }

  async ensureTopic(): Promise<void> {
    const admin = this.kafka.admin();
    await admin.connect();
    try {
      await admin.createTopics({
        waitForLeaders: true,
        topics: [{ topic: this.topic, numPartitions: this.o.partitions ?? 4 }],
      });
    } finally {
      await admin.disconnect();
    }
  }

  async publish(events: readonly RecordedEvent[]): Promise<void> {
    if (events.length === 0) return;
    if (!this.producer) {
      const p = this.kafka.producer({
        idempotent: true,
        maxInFlightRequests: 1,
        allowAutoTopicCreation: true,
      });
      await p.connect();
      this.producer = p;
      this.closers.push(() => p.disconnect());
    }
    await this.producer.send({
      topic: this.topic,
      acks: -1,
      messages: events.map((e) => ({
        key: e.stream,
        value: JSON.stringify(e),
        headers: { 'event-id': e.id },
      })),
    });
  }

  async subscribe(group: string, handler: BusHandler): Promise<BusSubscription> {
    const consumer = this.kafka.consumer({
      groupId: group,
      sessionTimeout: 10_000,
      heartbeatInterval: 1_000,
    });
    const dedupe = new Deduper();
    await consumer.connect();
    await consumer.subscribe({ topic: this.topic, fromBeginning: true });
    await consumer.run({
      eachBatchAutoResolve: true,
      eachBatch: async ({ batch, heartbeat }) => {
        const events = batch.messages.flatMap((m) =>
          m.value ? [JSON.parse(m.value.toString()) as RecordedEvent] : [],
        );
        const fresh = dedupe.fresh(events);
        if (fresh.length) await handler(fresh);
        await heartbeat();
      },
    });
    const stop = () => consumer.disconnect();
    this.closers.push(stop);
    return { stop };
  }

  async close(): Promise<void> {
    await Promise.all(this.closers.splice(0).map((c) => c().catch(() => undefined)));
  }
}
