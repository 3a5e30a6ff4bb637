import { describe, it } from 'vitest';
import { jsonEvent } from '@kurrent/kurrentdb-client';
import { eventStoreContract } from '../contract/event-store.contract.js';
import { openKurrentEventStore } from './kurrent-event-store.js';

// Selected by KURRENTDB_URL (e.g. `docker compose up kurrentdb`, then
// KURRENTDB_URL='kurrentdb://localhost:2113?tls=false'). This is the only suite that may be unselected.
const url = process.env.KURRENTDB_URL;

describe.runIf(!url)('KurrentDB contract suite', () => {
  it('was NOT selected: set KURRENTDB_URL to run it against a KurrentDB server', () => {
    console.warn('KurrentDB contract suite not selected: KURRENTDB_URL is not set');
  });
});

describe.runIf(url)('KurrentDB', () => {
  eventStoreContract('KurrentDB', async () => {
    const store = openKurrentEventStore({ connectionString: url ?? '', pollMs: 100 });
    return {
      store,
      // The log is immutable: rewrite the stream (soft delete, re-append altered copies). Revisions
      // then continue past the old ones, so the chain breaks at its first event.
      tamper: async (stream, revision) => {
        const events = await store.readStream(stream);
        await store.client.deleteStream(stream);
        await store.client.appendToStream(
          stream,
          events.map((e) =>
            jsonEvent({
              type: e.type,
              data: (e.revision === revision
                ? { ...(e.data as object), tampered: 1 }
                : e.data) as Record<string, unknown>,
              metadata: {
                ...e.metadata,
                $facet: { schemaVersion: e.schemaVersion, prevHash: e.prevHash, hash: e.hash },
              },
            }),
          ),
        );
        return 0;
      },
    };
  });
});
