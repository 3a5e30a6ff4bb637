import { followSeller, rateFollowedSeller, type RequestOf } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { notFound } from '../../shared/errors/http-problem.js';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { InMemoryUserDirectory } from '../user-directory/user-directory.js';
import { UserCommandBus } from '../user-stream/user-command.bus.js';

type Follow = RequestOf<typeof followSeller>;

/** Follows a seller with a rating (`addFollower`), or rates one already followed (`updateFollower`). */
@CommandController()
export class FollowSellerController {
  constructor(
    private readonly users: UserCommandBus,
    private readonly directory: InMemoryUserDirectory,
  ) {}

  @CommandRoute(followSeller)
  add(@Call() { body, actor }: Call<typeof followSeller>) {
    return this.follow(actor, body, false);
  }

  @CommandRoute(rateFollowedSeller)
  update(@Call() { body, actor }: Call<typeof rateFollowedSeller>) {
    return this.follow(actor, body, true);
  }

  private async follow(actor: Actor, { seller_id, rating }: Follow, mustExist: boolean) {
    const role = this.directory.byId(seller_id)?.role;
    if (role !== 'seller' && role !== 'admin')
      throw notFound('Seller not found', 'seller.not-found');
    const command = { type: 'FollowSeller' as const, sellerId: seller_id, rating, mustExist };
    await this.users.send(actor.id, command, actor.id);
    return success('Followed successfully', { seller_id, rating });
  }
}
