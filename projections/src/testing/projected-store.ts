import type { RecordedEvent } from '@facet/event-schemas';
import { marketplaceProjections } from '../read-models.js';
import { marketplaceLayouts } from '../read-model-layouts.js';
import { arrayFeed } from '../runner/event-feed.js';
import { ProjectionRunner } from '../runner/projection-runner.js';
import { MemoryReadModelStore } from '../store/memory/memory-read-model-store.js';

/** A memory store after every marketplace projection has caught up with `events`. */
export async function projectedStore(events: RecordedEvent[]): Promise<MemoryReadModelStore> {
  const store = new MemoryReadModelStore(marketplaceLayouts);
  const runner = new ProjectionRunner({
    feed: arrayFeed(events),
    store,
    projections: marketplaceProjections,
  });
  await runner.start();
  await runner.caughtUp();
  return store;
}
