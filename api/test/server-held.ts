import type { EventStore } from '@facet/event-store';
import { type ReadModelStore, readModelNamespaces } from '@facet/projections';
import { expect } from 'vitest';
import { READ_MODEL_STORE } from '../src/read-side/read-side.tokens.js';
import { EVENT_STORE } from '../src/shared/event-sourcing/tokens.js';
import { type Harness, responseData } from './http-harness.js';

/**
 * Issue 30: everything the server holds about a tender event, as text: every event, every read
 * model, and what each read a user or an admin can make answers (search, replay, outcomes,
 * offers, bids, the key, the opening, the holders' list). A spec scans it for what must not be
 * there before the opening (a plain amount, a plain share).
 */
export async function serverHeld(
  h: Harness,
  at: {
    auctionId: string;
    lots: readonly string[];
    admin: string;
    buyer: { token: string; id: string };
  },
): Promise<string> {
  const { auctionId, lots, admin, buyer } = at;
  const events = await h.app.get<EventStore>(EVENT_STORE).readAll(undefined, 1_000_000);
  const store = h.app.get<ReadModelStore>(READ_MODEL_STORE);
  const docs = await Promise.all(Object.values(readModelNamespaces).map((ns) => store.all(ns)));
  const timeline = await h.post('admin/replay/timeline', { auction_id: auctionId }, admin);
  expect(timeline.status).toBe(200);
  const last = Math.max(0, (responseData(timeline).steps as unknown[]).length - 1);
  const reads: [string, object, string | undefined][] = [
    ['product/search', { limit: 50, page: 1 }, admin],
    ['admin/replay/frame', { auction_id: auctionId, step: last, bidder_id: buyer.id }, admin],
    ...lots.flatMap((id): [string, object, string][] => [
      ['admin/replay/timeline', { lot_id: id }, admin],
      ['bid/explainOutcome', { project_id: id }, buyer.token],
    ]),
    ['seller/offer/adminoffers', {}, admin],
    ['auction/myBids', { limit: 50, page: 1 }, buyer.token],
    ['tender/key', { auction_id: auctionId }, undefined],
    ['tender/opening', { auction_id: auctionId }, undefined],
    ['tender/myEvents', {}, admin],
  ];
  const answers = [timeline];
  for (const [path, body, token] of reads) {
    const answer = await h.post(path, body, token);
    // Every read answers (a buyer's outcome where they hold no offer is 404; the opening is
    // refused until opened): nothing passes by being broken.
    if (!['bid/explainOutcome', 'tender/opening'].includes(path)) expect(answer.status).toBe(200);
    answers.push(answer);
  }
  return JSON.stringify([events, docs, answers.map((a) => a.body)]);
}
