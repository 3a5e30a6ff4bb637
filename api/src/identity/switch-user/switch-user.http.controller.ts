import { switchUser } from '@facet/event-schemas';
import { forbidden } from '../../shared/errors/http-problem.js';
import { Call, CommandController, CommandRoute } from '../../shared/http/controller.js';
import { success } from '../../shared/http/envelope.js';
import { SessionIssuer } from '../sessions/session-issuer.js';
import { InMemoryUserDirectory } from '../user-directory/user-directory.js';

/** An admin acts as a user: `UserSwitchedInto` on the user's stream, metadata userId = the admin. */
@CommandController('admin')
export class SwitchUserController {
  constructor(
    private readonly sessions: SessionIssuer,
    private readonly directory: InMemoryUserDirectory,
  ) {}

  @CommandRoute(switchUser)
  async switch(@Call() { body, actor: admin }: Call<typeof switchUser>) {
    const user = this.directory.existing(body.user_id);
    if (user.role === 'admin') throw forbidden('You cannot act as another admin');
    return success('Switched user', await this.sessions.start(user.userId, 'switch', admin.id));
  }
}
