import { Controller } from '@nestjs/common';
import { addToWatchlist, removeFromWatchlist, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { ToggleWatchlistHandler, type WatchlistCommand } from './toggle-watchlist.handler.js';

/** `user/addWatchlist` / `user/removeWatchlist`: commands on the caller's watchlist. */
@Controller()
export class ToggleWatchlistController {
  constructor(private readonly handler: ToggleWatchlistHandler) {}

  @CommandRoute(addToWatchlist)
  add(@ValidBody() body: RequestOf<typeof addToWatchlist>, @CurrentActor() actor: Actor) {
    return this.toggle(body, actor, true);
  }

  @CommandRoute(removeFromWatchlist)
  remove(@ValidBody() body: RequestOf<typeof removeFromWatchlist>, @CurrentActor() actor: Actor) {
    return this.toggle(body, actor, false);
  }

  private async toggle(
    body: WatchlistCommand,
    actor: Actor,
    add: boolean,
  ): Promise<Reply<typeof addToWatchlist>> {
    await this.handler.execute(body, actor, add);
    return success(add ? 'Added to watchlist' : 'Removed from watchlist', {
      project_id: body.lotId,
      watchlisted: add ? 1 : 0,
    });
  }
}
