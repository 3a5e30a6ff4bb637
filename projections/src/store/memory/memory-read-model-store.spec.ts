import { describe, expect, it } from 'vitest';
import { MemoryReadModelStore } from './memory-read-model-store.js';
import { readModelStoreContract } from '../read-model-store.contract.js';
import { CheckpointMismatch } from '../read-model-store.port.js';
import { marketplaceLayouts } from '../../read-model-layouts.js';

const shared = new MemoryReadModelStore(marketplaceLayouts);
let n = 0;
readModelStoreContract(
  'memory',
  async () => shared,
  () => `t${++n}`,
);

describe('memory read-model store: fold in place', () => {
  const at = (ns: string, expected: string | undefined, checkpoint: string) => [
    { ns, expected, checkpoint },
  ];

  it('changes documents and entries directly and moves the checkpoint with them', async () => {
    const s = new MemoryReadModelStore(marketplaceLayouts);
    const folded = s.foldInPlace(
      [...at('lot-card:v1', undefined, 'p1'), ...at('my-bids:v2', undefined, 'p1')],
      (target, i) => {
        if (i === 0) target.set('l1', { price: 1 } as object);
        else target.setEntry('u1', 'l1', { last_amount: 5 } as object);
      },
    );
    expect(folded).toBe(true);
    expect(await s.get('lot-card:v1', 'l1')).toEqual({ price: 1 });
    expect(await s.get('my-bids:v2', 'u1/l1')).toEqual({ last_amount: 5 });
    expect(await s.readCheckpoint('my-bids:v2')).toBe('p1');
  });

  it('finds a group that went with its last entry and came back, read and written in turns', async () => {
    const s = new MemoryReadModelStore(marketplaceLayouts);
    s.foldInPlace(at('my-bids:v2', undefined, 'p1'), (t) => {
      t.setEntry('u1', 'l1', { last_amount: 5 } as object);
      expect(t.getEntry('u2', 'l1')).toBeUndefined();
      t.setEntry('u1', 'l1', null);
      expect(t.getEntry('u1', 'l1')).toBeUndefined();
      t.setEntry('u1', 'l2', { last_amount: 7 } as object);
      t.setEntry('u2', 'l1', { last_amount: 9 } as object);
      expect(t.getEntry('u1', 'l2')).toEqual({ last_amount: 7 });
    });
    expect(await s.ids('my-bids:v2')).toEqual(['u1', 'u2']);
    expect(await s.get('my-bids:v2', 'u1/l2')).toEqual({ last_amount: 7 });
    expect(await s.get('my-bids:v2', 'u1/l1')).toBeUndefined();
  });

  it('declines, calling nothing, once a reader has been handed the namespace', async () => {
    const s = new MemoryReadModelStore(marketplaceLayouts);
    s.foldInPlace(at('lot-card:v1', undefined, 'p1'), (t) => t.set('l1', { price: 1 } as object));
    const held = await s.get('lot-card:v1', 'l1');
    let called = false;
    expect(s.foldInPlace(at('lot-card:v1', 'p1', 'p2'), () => (called = true))).toBe(false);
    expect(called).toBe(false);
    expect(held).toEqual({ price: 1 });
    expect(await s.readCheckpoint('lot-card:v1')).toBe('p1');
  });

  it('moves no checkpoint of the batch when a fold throws', async () => {
    const s = new MemoryReadModelStore(marketplaceLayouts);
    const fold = () =>
      s.foldInPlace(
        [...at('lot-card:v1', undefined, 'p1'), ...at('lot-standing:v2', undefined, 'p1')],
        (t, i) => {
          if (i === 1) throw new Error('evolve failed');
          t.set('l1', { price: 1 } as object);
        },
      );
    expect(fold).toThrow('evolve failed');
    expect(await s.readCheckpoint('lot-card:v1')).toBeUndefined();
    expect(await s.readCheckpoint('lot-standing:v2')).toBeUndefined();
  });

  it('refuses a checkpoint that is not the stored one, changing nothing', async () => {
    const s = new MemoryReadModelStore(marketplaceLayouts);
    s.foldInPlace(at('lot-card:v1', undefined, 'p1'), (t) => t.set('l1', { price: 1 } as object));
    expect(() => s.foldInPlace(at('lot-card:v1', 'p0', 'p2'), (t) => t.set('l1', null))).toThrow(
      CheckpointMismatch,
    );
    expect(await s.get('lot-card:v1', 'l1')).toEqual({ price: 1 });
    expect(await s.readCheckpoint('lot-card:v1')).toBe('p1');
  });
});
