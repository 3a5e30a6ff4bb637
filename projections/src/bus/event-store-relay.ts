import type { EventStore, Subscription } from '@facet/event-store';
import type { ReadModelStore } from '../store/read-model-store.port.js';
import type { EventBus } from './event-bus.port.js';

const NS = 'kafka-relay:v1';

/**
 * Copies the event store's global log onto the bus: publish, then checkpoint. A crash between the
 * two republishes the batch; consumers drop it by event id (at-least-once, never lost).
 */
export async function startRelay(
  store: Pick<EventStore, 'subscribeAll'>,
  bus: EventBus,
  checkpoints: ReadModelStore,
): Promise<Subscription> {
  let checkpoint = await checkpoints.readCheckpoint(NS);
  return store.subscribeAll(checkpoint, async (batch) => {
    const last = batch.at(-1);
    if (!last) return;
    await bus.publish(batch);
    await checkpoints.commit([
      { ns: NS, writes: [], expected: checkpoint, checkpoint: last.position },
    ]);
    checkpoint = last.position;
  });
}
