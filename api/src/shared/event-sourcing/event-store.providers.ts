import { mkdirSync } from 'node:fs';
import { createMarketplaceRegistry } from '@facet/event-schemas';
import {
  type EventStore,
  openKurrentEventStore,
  openPostgresEventStore,
  openSqliteEventStore,
} from '@facet/event-store';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { EVENT_REGISTRY, EVENT_STORE } from './tokens.js';

/** Picks the event store adapter from EVENT_STORE (sqlite by default, under DATA_DIR). */
export async function openEventStore(config: AppConfig): Promise<EventStore> {
  switch (config.eventStore) {
    case 'sqlite':
      mkdirSync(config.dataDir, { recursive: true });
      return openSqliteEventStore({ file: config.sqliteFile });
    case 'postgres':
      if (!config.pgUrl) throw new Error('EVENT_STORE=postgres needs PG_URL');
      return openPostgresEventStore({
        url: config.pgUrl,
        ...(config.pgSchema ? { schema: config.pgSchema } : {}),
      });
    case 'kurrentdb':
      if (!config.kurrentDbUrl) throw new Error('EVENT_STORE=kurrentdb needs KURRENTDB_URL');
      return openKurrentEventStore({ connectionString: config.kurrentDbUrl });
  }
}

export const eventStoreProviders = [
  { provide: EVENT_STORE, inject: [APP_CONFIG], useFactory: openEventStore },
  { provide: EVENT_REGISTRY, useFactory: createMarketplaceRegistry },
];
