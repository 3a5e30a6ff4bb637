import { lotRoom, lotVisitorRoom, type ServerToClientEvents } from '@facet/event-schemas';
import type { LotCardDoc } from '../lot-card/lot-card.doc.js';
import type { ProjectionRunner } from '../runner/projection-runner.js';
import { publicBidState, pushesFor, type Push } from './lot-pushes.js';
import { isThenable, PushConflator } from './push-conflator.js';

/**
 * What both a socket.io Server and a @socket.io/redis-emitter Emitter offer. A target that writes
 * a room over several turns may return a promise from `emit` that settles once the room is written.
 */
export interface PushTarget {
  to(room: string): {
    emit<E extends keyof ServerToClientEvents>(
      event: E,
      ...args: Parameters<ServerToClientEvents[E]>
    ): unknown;
  };
}

/** Sends one push; its type ties the payload to the event it goes out as. */
function send(target: PushTarget, p: Push): void {
  switch (p.event) {
    case 'bidAddtime':
      return void target.to(p.room).emit(p.event, p.payload);
    case 'preBidAddtime':
      return void target.to(p.room).emit(p.event, p.payload);
    case 'realclosedupdates':
      return void target.to(p.room).emit(p.event, p.payload);
    case 'watchlistAdded':
      return void target.to(p.room).emit(p.event, p.payload);
    case 'timedBidUpdate':
      return void target.to(p.room).emit(p.event, p.payload);
  }
}

/**
 * Turns committed projection batches into socket pushes: personal answers at once to
 * `user:{id}`, a lot's public state conflated to one push per `intervalMs` per lot (the first
 * change after a quiet interval goes at once, later ones collapse into one trailing push).
 *
 * The lot broadcasts wait for the next turn of the event loop (setImmediate): one broadcast
 * writes to every watcher's socket, ~1,000 writes that block the loop for milliseconds, and
 * the bid answers already resolved in this turn (HTTP responses still in the microtask queue)
 * go out first instead of queueing behind them.
 */
export function attachRealtimePushes(
  runner: Pick<ProjectionRunner, 'onBatch'>,
  target: PushTarget,
  intervalMs = 150,
): () => void {
  const conflator = new PushConflator<LotCardDoc>(intervalMs, (id, card) => {
    const signedIn = target.to(lotRoom(id)).emit('bidAddtime', publicBidState(card, true));
    const visitors = target.to(lotVisitorRoom(id)).emit('bidAddtime', publicBidState(card, false));
    // A room written over several turns tells when it is out: the lot's next push waits for it.
    return isThenable(signedIn) || isThenable(visitors)
      ? Promise.all([signedIn, visitors])
      : undefined;
  });
  let queued = new Map<string, LotCardDoc>();
  let stopped = false;
  const broadcast = () => {
    const cards = queued;
    queued = new Map();
    if (!stopped) for (const card of cards.values()) conflator.offer(card.id, card);
  };
  const off = runner.onBatch((notice) => {
    const { lots, direct } = pushesFor(notice);
    for (const p of direct) send(target, p);
    if (lots.length === 0) return;
    if (queued.size === 0) setImmediate(broadcast);
    // Batches committed in the same turn collapse here already: the latest card per lot wins.
    for (const card of lots) queued.set(card.id, card);
  });
  return () => {
    stopped = true;
    off();
    conflator.stop();
  };
}
