import { describe, expect, it } from 'vitest';
import { aLot } from '@/testing/lot-builder';
import { catchUpRequest } from './catch-up';

describe('catchUp after a reconnect', () => {
  const list = (...lots: ReturnType<typeof aLot>[]) => ({
    records: lots,
    totalRecords: lots.length,
    setDisp: '',
  });

  it('names each watched lot with the revision the cache holds of it', () =>
    expect(
      catchUpRequest(
        [aLot({ id: 'a', revision: 3 }), list(aLot({ id: 'b', revision: 7 }))],
        ['a', 'b'],
      ),
    ).toEqual({ lots: { a: 3, b: 7 } }));

  it('takes the oldest copy when two queries hold the same lot, so both get the push', () =>
    expect(
      catchUpRequest([aLot({ id: 'a', revision: 9 }), list(aLot({ id: 'a', revision: 4 }))], ['a']),
    ).toEqual({ lots: { a: 4 } }));

  it('leaves out lots no screen watches and queries that hold no lot', () =>
    expect(catchUpRequest([aLot({ id: 'a' }), aLot({ id: 'z' }), null, undefined], ['a'])).toEqual({
      lots: { a: 5 },
    }));
});
