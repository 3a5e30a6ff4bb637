import { Inject, Injectable } from '@nestjs/common';
import { type addToWatchlist, type RequestOf } from '@facet/event-schemas';
import type { EventStore } from '@facet/event-store';
import type { Actor } from '../../shared/auth/actor.js';
import { CLOCK, type Clock } from '../../shared/clock/clock.js';
import { notFound } from '../../shared/errors/http-problem.js';
import { EVENT_STORE } from '../../shared/event-sourcing/tokens.js';
import { newId } from '../../shared/ids/ids.js';
import { ReadModelReader } from '../../read-side/read-model.reader.js';
import { LOT_WATCH, toggleWatch } from '../watchlist/watchlist-toggle.js';

export type WatchlistCommand = RequestOf<typeof addToWatchlist>;

/**
 * Watches or unwatches a lot on the user's watchlist stream; the `watchlistAdded` push follows
 * from the projection, not from here.
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
    await toggleWatch(
      { events: this.events, clock: this.clock },
      actor,
      LOT_WATCH,
      lotId,
      add,
      commandId,
    );
  }
}
