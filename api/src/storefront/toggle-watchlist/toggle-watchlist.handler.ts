import { Inject, Injectable } from '@nestjs/common';
import {
  type addToWatchlist,
  type RecordedEvent,
  type RequestOf,
  watchlistStream,
} from '@facet/event-schemas';
import { eventIdFor, type EventStore } from '@facet/event-store';
import type { Actor } from '../../shared/auth/actor.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { notFound } from '../../shared/errors/http-problem.js';
import { EVENT_STORE } from '../../shared/event-sourcing/tokens.js';
import { newId } from '../../shared/ids/ids.js';
import { ReadModelReader } from '../../read-side/read-model.reader.js';

export type WatchlistCommand = RequestOf<typeof addToWatchlist>;

const watchedIn = (history: readonly RecordedEvent[]): Set<string> => {
  const watched = new Set<string>();
  // The stream also holds watched auctions (AuctionWatchlist*): only the lot events count here.
  for (const e of history) {
    const { lotId } = e.data as { lotId: string };
    if (e.type === 'WatchlistAdded') watched.add(lotId);
    else if (e.type === 'WatchlistRemoved') watched.delete(lotId);
  }
  return watched;
};

/**
 * Watches or unwatches a lot on the user's watchlist stream. A repeat appends nothing; the
 * `watchlistAdded` push follows from the projection, not from here. Retries a lost race twice.
 */
@Injectable()
export class ToggleWatchlistHandler {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly reader: ReadModelReader,
  ) {}

  async execute({ lotId, commandId = newId() }: WatchlistCommand, actor: Actor, add: boolean) {
    if (add && !(await this.reader.lot(lotId))) throw notFound('Lot not found', 'lot.not-found');
    const stream = watchlistStream(actor.id);
    for (let attempt = 0; ; attempt++) {
      const history = await this.events.readStream(stream);
      if (watchedIn(history).has(lotId) === add) return;
      const at = this.clock.now().toISOString();
      const event = {
        id: eventIdFor(stream, commandId, at, 0),
        type: add ? 'WatchlistAdded' : 'WatchlistRemoved',
        schemaVersion: 1,
        data: { userId: actor.id, lotId, at },
        metadata: {
          correlationId: commandId,
          causationId: commandId,
          userId: actor.id,
          at,
          commandId,
        },
      };
      try {
        await this.events.append(stream, [event], history.at(-1)?.revision ?? 'no_stream');
        return;
      } catch (err) {
        if ((err as { code?: string }).code !== 'event-store.revision-conflict' || attempt === 2)
          throw err;
      }
    }
  }
}
