import { Injectable } from '@nestjs/common';
import { type addToWatchlist, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { notFound } from '../../shared/errors/http-problem.js';
import { newId } from '../../shared/ids/ids.js';
import { ReadModelReader } from '../../read-side/read-model.reader.js';
import { LOT_WATCH, WatchlistToggle } from '../watchlist/watchlist-toggle.js';

export type WatchlistCommand = RequestOf<typeof addToWatchlist>;

/**
 * Watches or unwatches a lot on the user's watchlist stream; the `watchlistAdded` push follows
 * from the projection, not from here.
 */
@Injectable()
export class ToggleWatchlistHandler {
  constructor(
    private readonly watchlist: WatchlistToggle,
    private readonly reader: ReadModelReader,
  ) {}

  async execute({ lotId, commandId = newId() }: WatchlistCommand, actor: Actor, add: boolean) {
    if (add && !(await this.reader.lot(lotId))) throw notFound('Lot not found', 'lot.not-found');
    await this.watchlist.toggle(actor, LOT_WATCH, lotId, add, commandId);
  }
}
