import type { Provider } from '@nestjs/common';
import type { EventStore } from '@facet/event-store';
import {
  marketplaceProjections,
  marketplaceUpcaster,
  MemoryReadModelStore,
  ProjectionRunner,
  RedisReadModelStore,
  storeFeed,
  type ReadModelStore,
  marketplaceLayouts,
} from '@facet/projections';
import { EVENT_STORE } from '../shared/event-sourcing/tokens.js';
import { PROJECTION_RUNNER, READ_MODEL_STORE } from './read-side.tokens.js';

/**
 * READ_MODELS=redis (with REDIS_URL) keeps read models in Redis; otherwise in memory, rebuilt from
 * the log at start. PROJECTIONS=off leaves projecting to a separate worker (scale-out api nodes).
 */
export const readSideProviders: Provider[] = [
  {
    provide: READ_MODEL_STORE,
    useFactory: (): ReadModelStore => {
      if (process.env.READ_MODELS === 'redis') {
        const url = process.env.REDIS_URL;
        if (!url) throw new Error('READ_MODELS=redis needs REDIS_URL');
        return new RedisReadModelStore(url, marketplaceLayouts);
      }
      return new MemoryReadModelStore(marketplaceLayouts);
    },
  },
  {
    provide: PROJECTION_RUNNER,
    inject: [EVENT_STORE, READ_MODEL_STORE],
    useFactory: async (
      events: EventStore,
      store: ReadModelStore,
    ): Promise<ProjectionRunner | null> => {
      if (process.env.PROJECTIONS === 'off') return null;
      const runner = new ProjectionRunner({
        feed: storeFeed(events),
        store,
        projections: marketplaceProjections,
        upcast: marketplaceUpcaster(),
      });
      await runner.start();
      await runner.caughtUp();
      return runner;
    },
  },
];
