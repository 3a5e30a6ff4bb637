import { eventStoreContract } from '../contract/event-store.contract.js';
import { openMemoryEventStore } from './memory-event-store.js';

eventStoreContract('in-memory', async () => {
  const store = openMemoryEventStore();
  return {
    store,
    tamper: async (stream, revision) => {
      const e = store.log.find((x) => x.stream === stream && x.revision === revision);
      if (e) e.data = { tampered: 1 };
    },
  };
});
