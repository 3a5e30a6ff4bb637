import type { LotCardDoc } from '../lot-card/lot-card.doc.js';
import type { ProjectionRunner } from '../runner/projection-runner.js';
import { publicBidState, pushesFor } from './lot-pushes.js';
import { PushConflator } from './push-conflator.js';

/** What both a socket.io Server and a @socket.io/redis-emitter Emitter offer. */
export interface PushTarget {
  to(room: string): { emit(event: string, ...args: unknown[]): unknown };
}

/**
 * Turns committed projection batches into socket pushes: personal answers at once to
 * `user:{id}`, a lot's public state conflated to one push per `intervalMs` per lot.
 */
export function attachRealtimePushes(runner: Pick<ProjectionRunner, 'onBatch'>, target: PushTarget, intervalMs = 150): () => void {
  const conflator = new PushConflator<LotCardDoc>(intervalMs, (id, card) => {
    target.to(`lot:${id}`).emit('bidAddtime', publicBidState(card, true));
    target.to(`lot:${id}:visitor`).emit('bidAddtime', publicBidState(card, false));
  });
  const off = runner.onBatch((notice) => {
    const { lots, direct } = pushesFor(notice);
    for (const p of direct) target.to(p.room).emit(p.event, p.payload);
    for (const card of lots) conflator.offer(card.id, card);
  });
  return () => {
    off();
    conflator.stop();
  };
}
