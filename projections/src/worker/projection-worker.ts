import type { Subscription } from '@facet/event-store';
import { Emitter } from '@socket.io/redis-emitter';
import { Redis } from 'ioredis';
import { busFeed } from '../bus/bus-feed.js';
import { startRelay } from '../bus/event-store-relay.js';
import { KafkaEventBus } from '../bus/kafka-event-bus.js';
import { attachRealtimePushes } from '../notifier/realtime-notifier.js';
import { marketplaceLayouts } from '../read-model-layouts.js';
import type { WorkerEnv } from './worker-env.js';
import { marketplaceProjections } from '../read-models.js';
import { storeFeed } from '../runner/event-feed.js';
import { ProjectionRunner } from '../runner/projection-runner.js';
import { marketplaceUpcaster } from '../runner/upcaster.js';
import { RedisReadModelStore } from '../store/redis/redis-read-model-store.js';
import { workerEventStore } from './worker-event-store.js';

export type { WorkerEnv } from './worker-env.js';

/**
 * A projection worker: Redis read models, pushes through @socket.io/redis-emitter to every api
 * node, and with BUS=kafka the relay from the event store to Kafka plus a consumer group feed.
 */
export async function startProjectionWorker(env: WorkerEnv) {
  if (!env.REDIS_URL) throw new Error('the worker needs REDIS_URL');
  const events = await workerEventStore(env);
  const redis = new Redis(env.REDIS_URL);
  const store = new RedisReadModelStore(redis.duplicate(), marketplaceLayouts);
  let relay: Subscription | undefined;
  let bus: KafkaEventBus | undefined;
  let feed = storeFeed(events);
  if (env.BUS === 'kafka') {
    if (!env.KAFKA_BROKERS) throw new Error('BUS=kafka needs KAFKA_BROKERS');
    bus = new KafkaEventBus({
      brokers: env.KAFKA_BROKERS.split(','),
      topic: env.KAFKA_TOPIC ?? 'facet.events',
    });
    await bus.ensureTopic();
    relay = await startRelay(events, bus, store);
    feed = busFeed(bus, `${env.KAFKA_TOPIC ?? 'facet.events'}.projections`);
  }
  const runner = new ProjectionRunner({
    feed,
    store,
    projections: marketplaceProjections,
    upcast: marketplaceUpcaster(),
  });
  const detach = attachRealtimePushes(runner, new Emitter(redis));
  await runner.start();
  return {
    runner,
    async stop() {
      detach();
      await runner.stop();
      await relay?.stop().catch(() => undefined);
      await bus?.close();
      await store.close();
      redis.disconnect();
      await events.close();
    },
  };
}
