import { type Doc, MemoryReadModelStore, marketplaceLayouts } from '@facet/projections';
import { describe, expect, it } from 'vitest';
import { listResponse, pageOfGroup } from './page-of-group.js';

describe('A page of a group, paged in the store', () => {
  const store = new MemoryReadModelStore(marketplaceLayouts);
  const ns = 'seller-invoice-index:v1';
  const ready = store.commit([
    {
      ns,
      writes: [3, 1, 5, 2, 4].map((n) => ({
        id: `s1/inv-${n}`,
        doc: { invoiceId: `inv-${n}`, number: n, at: 'x' } as object,
      })),
      expected: undefined,
      checkpoint: 'p1',
    },
  ]);
  const numbers = (
    entries: ({ number: number } & Doc)[],
    place: { offset: number; total: number },
  ) => entries.map((e, i) => `${e.number}@${place.offset + i + 1}/${place.total}`);

  it('answers the page in the group order and the whole group count', async () => {
    await ready;
    expect(await pageOfGroup(store, ns, 's1', { page: 2, limit: 2 }, numbers)).toEqual({
      records: ['3@3/5', '4@4/5'],
      totalRecords: 5,
    });
  });

  it('pages from the last entry back when newest first', async () => {
    await ready;
    const page = await pageOfGroup(store, ns, 's1', { page: 3, limit: 2 }, numbers, {
      newestFirst: true,
    });
    expect(page).toEqual({ records: ['1@5/5'], totalRecords: 5 });
  });

  it('maps nothing past the end, and says so as the spec lists do', async () => {
    await ready;
    let mapped = false;
    const page = await pageOfGroup(store, ns, 's1', { page: 9, limit: 2 }, () => {
      mapped = true;
      return [];
    });
    expect(mapped).toBe(false);
    expect(listResponse(page)).toEqual({ records: [], totalRecords: 5, setDisp: 'Showing 0 of 5' });
  });
});
