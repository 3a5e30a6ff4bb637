import type { AuctionCardDoc, LotCardDoc } from '@facet/projections';
import { describe, expect, it } from 'vitest';
import { associableLots } from './associable-lots.query.js';

const lot = (id: string, over: Partial<LotCardDoc> = {}): LotCardDoc =>
  ({ id, status: 'active', auctionid: null, sellerId: 's1', ...over }) as LotCardDoc;
const auction = (id: string, lotIds: string[] = []): AuctionCardDoc =>
  ({ id, lotIds, sellerId: 's1', status: 'active' }) as AuctionCardDoc;

describe('The lots a seller may attach to an auction (getAllProjectsAssociated)', () => {
  const a1 = auction('a1', ['added']);
  const a2 = auction('a2', ['taken']);
  const lots = [
    lot('free'),
    lot('added'),
    lot('born-here', { auctionid: 'a1' }),
    lot('born-elsewhere', { auctionid: 'a2' }),
    lot('taken'),
    lot('gone', { status: 'removed' }),
  ];
  const ids = associableLots(lots, [a1, a2], a1).map((l) => l.id);

  it('offers lots in no auction and lots already in this one', () => {
    expect(ids).toEqual(['free', 'added', 'born-here']);
  });

  it('never offers a lot another auction holds, nor a removed lot', () => {
    expect(ids).not.toContain('born-elsewhere');
    expect(ids).not.toContain('taken');
    expect(ids).not.toContain('gone');
  });
});
