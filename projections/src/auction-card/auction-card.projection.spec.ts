import { describe, expect, it } from 'vitest';
import { readModelNamespaces as NS } from '../read-models.js';
import { projectedStore } from '../testing/projected-store.js';
import { recorded } from '../testing/recorded-event.builder.js';
import type { AuctionCardDoc } from './auction-card.projection.js';

const AT = '2026-03-01T10:00:00.000Z';
const details = {
  title: 'Antwerp rough',
  description: 'Run-of-mine',
  avatar: null,
  date_added: '2026-03-02T09:00:00.000Z',
  date_closed: '2026-03-09T18:00:00.000Z',
};
const created = recorded('auction-a1', 0, 'AuctionCreated', {
  ...details,
  custom_fields: { 'f-venue': 'Bourse' },
  auctionId: 'a1',
  sellerId: 's1',
  at: AT,
});
const edited = (extra: object) =>
  recorded('auction-a1', 1, 'AuctionEdited', {
    ...details,
    ...extra,
    auctionId: 'a1',
    editedBy: 's1',
    at: AT,
  });

const card = async (events: Parameters<typeof projectedStore>[0]) =>
  (await projectedStore(events)).get<AuctionCardDoc>(NS.auction, 'a1');

describe("The auction card's dynamic field values", () => {
  it('keeps the values the auction was saved with', async () => {
    expect((await card([created]))?.custom_fields).toEqual({ 'f-venue': 'Bourse' });
  });

  it('replaces them with an edit', async () => {
    const doc = await card([created, edited({ custom_fields: { 'f-venue': 'Dubai' } })]);
    expect(doc?.custom_fields).toEqual({ 'f-venue': 'Dubai' });
  });

  it('drops them when an edit leaves them out', async () => {
    expect((await card([created, edited({})]))?.custom_fields).toBeUndefined();
  });
});
