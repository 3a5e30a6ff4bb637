import { addToWatchlist, removeFromWatchlist } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { Call, CommandController, CommandRoute, type Reply } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { ToggleWatchlistHandler, type WatchlistCommand } from './toggle-watchlist.handler.js';

/** `user/addWatchlist` / `user/removeWatchlist`: commands on the caller's watchlist. */
@CommandController()
export class ToggleWatchlistController {
  constructor(private readonly handler: ToggleWatchlistHandler) {}

  @CommandRoute(addToWatchlist)
  add(@Call() { body, actor }: Call<typeof addToWatchlist>) {
    return this.toggle(body, actor, true);
  }

  @CommandRoute(removeFromWatchlist)
  remove(@Call() { body, actor }: Call<typeof removeFromWatchlist>) {
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
