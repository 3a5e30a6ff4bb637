// A projection worker for redis-kill.int.spec.ts, killed with SIGKILL while it rebuilds.
import { Redis } from 'ioredis';
import { marketplaceLayouts } from '../../read-model-layouts.js';
import { marketplaceProjections } from '../../read-models.js';
import type { EventFeed } from '../../runner/event-feed.js';
import { ProjectionRunner } from '../../runner/projection-runner.js';
import { bidStorm } from '../../testing/bid-storm.js';
import { RedisReadModelStore } from './redis-read-model-store.js';

const events = bidStorm(Number(process.env.LOTS), Number(process.env.BIDS));
const batch = Number(process.env.BATCH);
// Small batches with a pause between them: a kill lands mid-rebuild, between any two commands.
const feed: EventFeed = {
  subscribe(from, handler) {
    const start = from ? events.findIndex((e) => e.position === from) + 1 : 0;
    const caughtUp = (async () => {
      for (let i = start; i < events.length; i += batch) {
        await handler(events.slice(i, i + batch));
        await new Promise((r) => setTimeout(r, 1));
      }
    })();
    return { caughtUp, stop: async () => undefined };
  },
};
const store = new RedisReadModelStore(
  new Redis(process.env.REDIS_URL!, { db: Number(process.env.REDIS_DB) }),
  marketplaceLayouts,
);
const runner = new ProjectionRunner({ feed, store, projections: marketplaceProjections });
await runner.start();
await runner.caughtUp();
console.log('finished');
await store.close();
