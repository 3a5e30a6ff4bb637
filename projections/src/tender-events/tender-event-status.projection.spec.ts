import { describe, expect, it } from 'vitest';
import { arrayFeed } from '../runner/event-feed.js';
import { ProjectionRunner } from '../runner/projection-runner.js';
import { MemoryReadModelStore } from '../store/memory/memory-read-model-store.js';
import { recorded } from '../testing/recorded-event.builder.js';
import { readModelNamespaces as NS } from '../read-models.js';
import { marketplaceLayouts } from '../read-model-layouts.js';
import {
  tenderEventStatusProjection,
  type TenderEventStatusDoc,
} from './tender-event-status.projection.js';

const AT = '2030-01-01T10:00:00.000Z';
const SHA = 'a'.repeat(64);
const published = recorded('tender-a1', 1, 'TenderKeyPublished', {
  auctionId: 'a1',
  publicKey: 'cHVi',
  holders: ['admin', 'auditor', 'officer'],
  threshold: 2,
  lotIds: ['l1', 'l2', 'l3'],
  setUpBy: 'admin',
  at: AT,
});
const presented = (rev: number, holderId: string) =>
  recorded('tender-a1', rev, 'TenderSharePresented', {
    auctionId: 'a1',
    holderId,
    share: 'c2hhcmU=',
    shareSha256: SHA,
    at: AT,
  });

async function status(events: ReturnType<typeof recorded>[]) {
  const store = new MemoryReadModelStore(marketplaceLayouts);
  const runner = new ProjectionRunner({
    feed: arrayFeed(events, 2),
    store,
    projections: [tenderEventStatusProjection],
  });
  await runner.start();
  await runner.caughtUp();
  return store.get<TenderEventStatusDoc>(NS.tenderEvents, 'a1');
}

describe('Where a tender event stands, for its key holders (issue 30)', () => {
  it('given a set-up event: its holders, threshold and lot count, no share presented', async () => {
    expect(await status([published])).toMatchObject({
      id: 'a1',
      holders: ['admin', 'auditor', 'officer'],
      threshold: 2,
      lotCount: 3,
      presentedBy: [],
      opened: false,
    });
  });

  it('when a holder presents their share: who presented, never the share itself', async () => {
    const doc = await status([published, presented(2, 'auditor'), presented(3, 'auditor')]);
    expect(doc?.presentedBy).toEqual(['auditor']);
    expect(JSON.stringify(doc)).not.toContain('c2hhcmU=');
  });

  it('when the threshold is reached: opened, and no amount or key in the document', async () => {
    const opened = recorded('tender-a1', 4, 'TenderOpened', {
      auctionId: 'a1',
      publicKey: 'cHVi',
      privateKey: 'cHJpdg==',
      lotOrder: ['l1'],
      tenders: [],
      caps: {},
      award: [{ lotId: 'l1', winner: { userId: 'b', bidId: 'x', amount: 7_314_159 }, skipped: [] }],
      at: AT,
    });
    const doc = await status([published, presented(2, 'auditor'), presented(3, 'admin'), opened]);
    expect(doc).toMatchObject({ opened: true, presentedBy: ['auditor', 'admin'] });
    expect(JSON.stringify(doc)).not.toMatch(/7314159|cHJpdg==/);
  });
});
