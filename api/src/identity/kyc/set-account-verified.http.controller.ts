import { setAccountVerified } from '@facet/event-schemas';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { toPublicUser } from '../user-directory/public-user.js';
import { InMemoryUserDirectory } from '../user-directory/user-directory.js';
import { UserCommandBus } from '../user-stream/user-command.bus.js';

/** An admin sets a user's account verification by hand. */
@CommandController('admin')
export class SetAccountVerifiedController {
  constructor(
    private readonly users: UserCommandBus,
    private readonly directory: InMemoryUserDirectory,
  ) {}

  @CommandRoute(setAccountVerified)
  async verify(@Call() { body, actor: admin }: Call<typeof setAccountVerified>) {
    this.directory.existing(body.user_id);
    const command = { type: 'SetAccountVerified' as const, verified: body.verified };
    const { state } = await this.users.send(body.user_id, command, admin.id);
    return success('Account verification updated', toPublicUser(state));
  }
}
