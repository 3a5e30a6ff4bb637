import { unfollowSeller } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { UserCommandBus } from '../user-stream/user-command.bus.js';

/** Stops following a seller. */
@CommandController()
export class UnfollowSellerController {
  constructor(private readonly users: UserCommandBus) {}

  @CommandRoute(unfollowSeller)
  async remove(@Call() { body: { seller_id }, actor }: Call<typeof unfollowSeller>) {
    await this.users.send(actor.id, { type: 'UnfollowSeller', sellerId: seller_id }, actor.id);
    return success('Unfollowed successfully', { seller_id });
  }
}
