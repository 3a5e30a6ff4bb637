import { Controller } from '@nestjs/common';
import { type RequestOf, unfollowSeller } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { UserCommandBus } from '../user-stream/user-command.bus.js';

/** Stops following a seller. */
@Controller()
export class UnfollowSellerController {
  constructor(private readonly users: UserCommandBus) {}

  @CommandRoute(unfollowSeller)
  async remove(
    @ValidBody() { seller_id }: RequestOf<typeof unfollowSeller>,
    @CurrentActor() actor: Actor,
  ): Promise<Reply<typeof unfollowSeller>> {
    await this.users.send(actor.id, { type: 'UnfollowSeller', sellerId: seller_id }, actor.id);
    return success('Unfollowed successfully', { seller_id });
  }
}
