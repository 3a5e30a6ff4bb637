import { describe, expect, it } from 'vitest';
import { groupedBy } from '../store/grouped/grouped-layout.js';
import { MemoryReadModelStore } from '../store/memory/memory-read-model-store.js';
import { recorded } from '../testing/recorded-event.builder.js';
import { arrayFeed } from './event-feed.js';
import type { Doc, Projection } from './projection.js';
import { ProjectionRunner } from './projection-runner.js';

type Watch = Doc & { id: string; revision: number };

/** A grouped read model whose evolve names the entry it writes: a buyer's watched lots. */
const watches: Projection<Watch> = {
  name: 'watches',
  version: 1,
  types: ['WatchlistAdded'],
  ...groupedBy(
    (e) => (e.type === 'WatchlistAdded' ? e.data.userId : undefined),
    (e) => (e.type === 'WatchlistAdded' ? e.data.lotId : ''),
  ),
  evolve: (_doc, e, id) => ({ id, revision: e.revision }),
  seen: (doc, e) => doc.revision >= e.revision,
};
const layouts = { watches: { materialize: (id: string): Watch => ({ id, revision: -1 }) } };

describe('fold in place (the rebuild at start)', () => {
  it('hands a grouped evolve that takes an id the entry id, `<group>/<key>`, as a commit would', async () => {
    const at = '2030-01-01T10:00:00.000Z';
    const log = [
      recorded('watchlist-a', 0, 'WatchlistAdded', { userId: 'a', lotId: 'l1', at }),
      recorded('watchlist-a', 1, 'WatchlistAdded', { userId: 'a', lotId: 'l2', at }),
    ];
    const folded = async (listen: boolean) => {
      const store = new MemoryReadModelStore(layouts);
      const runner = new ProjectionRunner({
        feed: arrayFeed(log, 10),
        store,
        projections: [watches],
      });
      // A listener makes the runner load, fold copies and commit instead of folding in place.
      if (listen) runner.onBatch(() => undefined);
      await runner.start();
      await runner.caughtUp();
      return Promise.all(['a/l1', 'a/l2'].map((id) => store.get('watches:v1', id)));
    };
    const expected = [
      { id: 'a/l1', revision: 0 },
      { id: 'a/l2', revision: 1 },
    ];
    expect(await folded(false)).toEqual(expected);
    expect(await folded(true)).toEqual(expected);
  });
});
