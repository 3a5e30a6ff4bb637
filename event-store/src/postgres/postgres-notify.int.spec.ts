import { describe, expect, it, vi } from 'vitest';
import { type RecordedEvent, START } from '@facet/event-schemas';
import { events, streamName } from '../contract/contract-fixtures.js';
import { openIsolatedPgStore, pgUrl } from './postgres-harness.js';
import { openPostgresEventStore } from './postgres-event-store.js';

describe('PostgreSQL live tail across processes', () => {
  it('wakes a subscriber on another connection by NOTIFY, well before its poll', async () => {
    const h = await openIsolatedPgStore({ pollMs: 60_000 });
    const other = await openPostgresEventStore({ url: pgUrl(), schema: h.store.schema });
    try {
      const seen: RecordedEvent[] = [];
      const sub = h.store.subscribeAll(START, (batch) => void seen.push(...batch));
      await sub.caughtUp;
      await new Promise((r) => setTimeout(r, 200)); // LISTEN is set up asynchronously
      await other.append(streamName(), events(2), 'no_stream');
      await vi.waitFor(() => expect(seen).toHaveLength(2), { timeout: 3_000, interval: 20 });
      await sub.stop();
    } finally {
      await other.close();
      await h.store.close();
      await h.dispose?.();
    }
  });
});
