import { Controller, Inject } from '@nestjs/common';
import { BodySchema, handParsedBody, ValidBody } from '../security/body-schema.js';
import { watchlistStream, type WatchlistToggleAnswer } from '@facet/event-schemas';
import { eventIdFor, type EventStore } from '@facet/event-store';
import type { Actor } from '../shared/auth/actor.js';
import { CurrentActor } from '../shared/auth/auth.decorators.js';
import { CLOCK, type Clock } from '../shared/clock/clock.js';
import { badRequest, notFound } from '../shared/errors/http-problem.js';
import { EVENT_STORE } from '../shared/event-sourcing/tokens.js';
import { CommandRoute } from '../shared/http/command-route.decorator.js';
import { success } from '../shared/http/envelope.js';
import { newId } from '../shared/ids/ids.js';
import { CatalogReader } from './catalog.reader.js';
import { asBody } from './catalog.request.js';

const watchlistBody = handParsedBody({
  project_id: ['id', 'The lot id (or id), required'],
  id: ['id', 'The lot id (or project_id)'],
  commandId: ['string', 'A client-chosen id: a retry with it appends nothing twice'],
});

/**
 * `user/addWatchlist` / `user/removeWatchlist`: commands on the user's watchlist stream. A repeat
 * appends nothing; the `watchlistAdded` push follows from the projection, not from here.
 */
@Controller('user')
export class WatchlistController {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly reader: CatalogReader,
  ) {}

  @CommandRoute('addWatchlist')
  @BodySchema(watchlistBody)
  add(@ValidBody() body: unknown, @CurrentActor() actor: Actor) {
    return this.toggle(body, actor, true);
  }

  @CommandRoute('removeWatchlist')
  @BodySchema(watchlistBody)
  remove(@ValidBody() body: unknown, @CurrentActor() actor: Actor) {
    return this.toggle(body, actor, false);
  }

  private async toggle(raw: unknown, actor: Actor, add: boolean) {
    const body = asBody(raw);
    const lotId = body.project_id ?? body.id;
    if (typeof lotId !== 'string' && typeof lotId !== 'number')
      throw badRequest('Product id required');
    const id = String(lotId);
    if (add && !(await this.reader.lot(id))) throw notFound('Lot not found', 'lot.not-found');
    const stream = watchlistStream(actor.id);
    for (let attempt = 0; attempt < 3; attempt++) {
      const history = await this.events.readStream(stream);
      const watched = new Set<string>();
      for (const e of history) {
        const d = e.data as { lotId: string };
        if (e.type === 'WatchlistAdded') watched.add(d.lotId);
        else watched.delete(d.lotId);
      }
      if (watched.has(id) === add) break;
      const at = this.clock.now().toISOString();
      const commandId = typeof body.commandId === 'string' ? body.commandId : newId();
      const event = {
        id: eventIdFor(stream, commandId, at, 0),
        type: add ? 'WatchlistAdded' : 'WatchlistRemoved',
        schemaVersion: 1,
        data: { userId: actor.id, lotId: id, at },
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
        break;
      } catch (err) {
        if ((err as { code?: string }).code !== 'event-store.revision-conflict' || attempt === 2)
          throw err;
      }
    }
    return success<WatchlistToggleAnswer>(add ? 'Added to watchlist' : 'Removed from watchlist', {
      project_id: id,
      watchlisted: add ? 1 : 0,
    });
  }
}
