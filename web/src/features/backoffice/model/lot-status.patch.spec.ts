import type { SellerLotList, SellerLotRecord } from '@facet/event-schemas';
import { describe, expect, it } from 'vitest';
import { patchLotStatus } from './lot-status.patch';

const row = (id: string): SellerLotRecord => ({ id, status: 'active' }) as SellerLotRecord;
const list = (...ids: string[]): SellerLotList => ({
  records: ids.map(row),
  totalRecords: ids.length,
  setDisp: '',
  activelots: ids.length,
});

describe('A cached lot page after a status change', () => {
  it('shows the new status on the changed lots only', () => {
    const next = patchLotStatus(list('a', 'b'), ['b'], 'inactive');
    expect(next?.records.map((r) => r.status)).toEqual(['active', 'inactive']);
  });

  it('stays the same object when none of its lots changed (no re-render)', () => {
    const page = list('a');
    expect(patchLotStatus(page, ['z'], 'removed')).toBe(page);
  });

  it('leaves a page not loaded yet alone', () => {
    expect(patchLotStatus(undefined, ['a'], 'active')).toBeUndefined();
  });
});
