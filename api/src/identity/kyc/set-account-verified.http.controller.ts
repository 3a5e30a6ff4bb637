import { Controller } from '@nestjs/common';
import { type RequestOf, setAccountVerified } from '@facet/event-schemas';
import type { Actor } from '../../shared/auth/actor.js';
import { CurrentActor, Roles } from '../../shared/auth/auth.decorators.js';
import { CommandRoute, type Reply } from '../../shared/http/command-route.decorator.js';
import { success } from '../../shared/http/envelope.js';
import { ValidBody } from '../../shared/http/request-body.js';
import { toPublicUser } from '../user-directory/public-user.js';
import { InMemoryUserDirectory } from '../user-directory/user-directory.js';
import { UserCommandBus } from '../user-stream/user-command.bus.js';

/** An admin sets a user's account verification by hand. */
@Controller()
export class SetAccountVerifiedController {
  constructor(
    private readonly users: UserCommandBus,
    private readonly directory: InMemoryUserDirectory,
  ) {}

  @Roles('admin')
  @CommandRoute(setAccountVerified)
  async verify(
    @ValidBody() body: RequestOf<typeof setAccountVerified>,
    @CurrentActor() admin: Actor,
  ): Promise<Reply<typeof setAccountVerified>> {
    this.directory.existing(body.user_id);
    const command = { type: 'SetAccountVerified' as const, verified: body.verified };
    const { state } = await this.users.send(body.user_id, command, admin.id);
    return success('Account verification updated', toPublicUser(state));
  }
}
